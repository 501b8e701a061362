import { Box, CloseButton, Drawer, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CopyButton, UntrustedText } from '@soc/ui';
import { visibleText } from '@soc/util';
import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { DrawerState, OpenPanel } from '../../model/drawer.ts';
import { panelIdentifier, type PanelLocation } from '../../model/panel-param.ts';
import { DRAWER_TITLES } from './drawer-titles.ts';
import { SideDrawer } from './side-drawer.tsx';

export interface DetailDrawerProps {
  /** Open with a panel, or closed. */
  state: DrawerState;
  /** Esc, the close button, or the opener asking to close. */
  onClose: () => void;
  /** The shareable address of the open panel: shows the copy-link action. */
  link?: string;
  /** The panel of `state.searchType` (see PanelFor). Rebuilt on every open. */
  children?: ReactNode;
  /**
   * Banner alerts (error, warning, info) at the top of the drawer, above the panel (spec 001 §1, §4).
   * A slot the app fills (the drawer knows nothing of where banners come from); it is not keyed by the
   * panel, so opening another panel keeps it as it is.
   */
  banners?: ReactNode;
  /** The panel the open one was opened from (the drawer's history): shows the Back button. */
  previous?: PanelLocation;
  /** Back to `previous`. */
  onBack?: () => void;
}

/**
 * The detail side panel (spec 001 §2.1): a drawer on the right, with no mask, above the page at
 * layer 1001. It is not modal: the page stays usable while it is open; Esc or the close button
 * closes it.
 */
export function DetailDrawer({ state, onClose, link, children, banners, previous, onBack }: DetailDrawerProps) {
  const { t, i18n } = useLingui();
  const contentRef = useRef<HTMLDivElement>(null);
  // While the drawer slides out, keep showing the panel it had.
  const lastOpen = useRef<OpenPanel | undefined>(undefined);
  const lastContent = useRef<ReactNode>(null);
  if (state.open) {
    lastOpen.current = state;
    lastContent.current = children;
  }
  const panel = state.open ? state : lastOpen.current;
  const content = state.open ? children : lastContent.current;
  const identifier = panel ? panelIdentifier(panel) : undefined;
  const backTo = previous ? (panelIdentifier(previous) ?? i18n._(DRAWER_TITLES[previous.searchType])) : undefined;

  // Another panel replaced the one on show (a pivot, Back): the element that had focus went with the
  // old panel (or the Back button went with the history), so focus moves to the drawer, which the new
  // panel's title names.
  const openedAt = state.open ? state.openedAt : undefined;
  const shownAt = useRef(openedAt);
  useEffect(() => {
    const before = shownAt.current;
    shownAt.current = openedAt;
    if (before === undefined || openedAt === undefined || before === openedAt) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) contentRef.current?.focus();
  }, [openedAt]);

  return (
    <SideDrawer
      open={state.open}
      onClose={onClose}
      contentRef={contentRef}
      width={panel?.width ?? 450}
      dataAttributes={{ 'data-search-type': panel?.searchType }}
      header={
        <>
          {backTo !== undefined && onBack ? (
            <IconButton
              type="button"
              variant="ghost"
              size="xs"
              flexShrink={0}
              onClick={onBack}
              aria-label={t({ id: 'DRAWER.BACK', message: `Back to ${backTo}` })}
              title={t({ id: 'DRAWER.BACK', message: `Back to ${backTo}` })}
            >
              <ArrowLeftIcon aria-hidden="true" />
            </IconButton>
          ) : null}
          <Stack gap="0.5" minW="0" flex="1">
            <Drawer.Title textStyle="md">{panel ? i18n._(DRAWER_TITLES[panel.searchType]) : null}</Drawer.Title>
            {identifier ? (
              <Drawer.Description textStyle="xs" fontFamily="mono" wordBreak="break-all" lineClamp={2} title={visibleText(identifier)}>
                <UntrustedText dir="ltr">{identifier}</UntrustedText>
              </Drawer.Description>
            ) : null}
          </Stack>
          <HStack gap="1" flexShrink={0}>
            {link ? <CopyButton value={link} size="xs" label={t({ id: 'DRAWER.COPY_LINK', message: 'Copy link to this panel' })} /> : null}
            <Drawer.CloseTrigger asChild position="static">
              <CloseButton size="xs" aria-label={t({ id: 'DRAWER.CLOSE', message: 'Close panel' })} />
            </Drawer.CloseTrigger>
          </HStack>
        </>
      }
    >
      <Drawer.Body px="4" py="3">
        {banners}
        {/* Keyed by the open time: the content is rebuilt every time the panel opens (spec 001 §2.1). */}
        <Box key={panel?.openedAt}>{content}</Box>
      </Drawer.Body>
    </SideDrawer>
  );
}
