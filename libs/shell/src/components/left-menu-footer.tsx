import { Box, Button, chakra, Popover, Portal, Text } from '@chakra-ui/react';
import { TruncatedText } from '@soc/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { LifeBuoy, WandSparkles } from 'lucide-react';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { MENU_LABEL_STYLES, menuEntryStyles } from './left-menu.tsx';

/** The console page of the inline help (spec 000 §2.12 `/app/help-kit`). */
export const HELP_KIT_PATH = '/app/help-kit';

export interface LeftMenuFooterProps {
  collapsed: boolean;
  /** The inline help entry (gate `inlineHelpEntry`: the help-kit flag is 0). */
  inlineHelp: boolean;
  /** The magic-icon entry (gate `magicIconEntry`: ents or entp view, tracking on). */
  magicIcon: boolean;
  /** The current path: the help entry is marked as the current page on its own page. */
  pathname?: string;
  onNavigate: (path: string) => void;
}

const EntryLink = chakra('a');
const EntryButton = chakra('button');

function EntryLabel({ collapsed, icon, label }: { collapsed: boolean; icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      {collapsed ? <Text as="span" srOnly>{label}</Text> : <TruncatedText css={MENU_LABEL_STYLES}>{label}</TruncatedText>}
    </>
  );
}

/**
 * The magic icon opens the product-tour launcher. Its tours and tips come from the tracking and
 * guidance service, which no specification document describes; rather than pretend, the entry
 * explains that in a popover the user closes with Close, Escape or a click outside.
 */
function MagicIconEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const label = t({ id: 'MENU.MAGIC_ICON', message: "Guided tours and what's new" });
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'right-end', gutter: 12 }} ids={{ title: titleId }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <EntryButton type="button" title={collapsed ? label : undefined} {...menuEntryStyles({ collapsed })}>
          <EntryLabel collapsed={collapsed} label={label} icon={<WandSparkles size={18} aria-hidden="true" focusable="false" />} />
        </EntryButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-labelledby={titleId} width="min(22rem, calc(100vw - 1rem))">
            <Popover.Arrow />
            {/* Divs, not header/footer: in a popover at the page's level those are a second banner and a contentinfo landmark. */}
            <Popover.Header as="div" pb="1">
              <Popover.Title fontWeight="semibold" textStyle="md">
                <Trans id="MENU.MAGIC_ICON_TITLE">Guided tours and what's new</Trans>
              </Popover.Title>
            </Popover.Header>
            <Popover.Body pt="1">
              <Text fontSize="sm" mb="2">
                <Trans id="MENU.MAGIC_ICON_BODY">This entry starts the product's guided tours and what's-new tips.</Trans>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <Trans id="MENU.MAGIC_ICON_UNAVAILABLE">Their content is provided by the product guidance service, which is not connected to this console, so there is no tour to start here yet.</Trans>
              </Text>
            </Popover.Body>
            <Popover.Footer as="div" justifyContent="flex-end">
              {/* A plain button: Ark's close trigger would add an English-only aria-label over the visible text. */}
              <Button size="sm" variant="outline" onClick={() => setOpen(false)}><Trans id="COMMON.CLOSE">Close</Trans></Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The bottom entries of the left menu (spec 000 §2.1): inline help and the magic icon, as the gates allow. */
export function LeftMenuFooter({ collapsed, inlineHelp, magicIcon, pathname, onNavigate }: LeftMenuFooterProps) {
  const { t } = useLingui();
  if (!inlineHelp && !magicIcon) return null;
  const helpLabel = t({ id: 'MENU.INLINE_HELP', message: 'Help Kit' });
  const helpCurrent = pathname === HELP_KIT_PATH;
  const openHelp = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(HELP_KIT_PATH);
  };
  return (
    <Box as="ul" m="0" p="0" display="flex" flexDirection="column" gap="0.5">
      {inlineHelp && (
        <Box as="li" listStyleType="none">
          <EntryLink href={HELP_KIT_PATH} onClick={openHelp} aria-current={helpCurrent ? 'page' : undefined} title={collapsed ? helpLabel : undefined} {...menuEntryStyles({ collapsed, active: helpCurrent })}>
            <EntryLabel collapsed={collapsed} label={helpLabel} icon={<LifeBuoy size={18} aria-hidden="true" focusable="false" />} />
          </EntryLink>
        </Box>
      )}
      {magicIcon && (
        <Box as="li" listStyleType="none">
          <MagicIconEntry collapsed={collapsed} />
        </Box>
      )}
    </Box>
  );
}
