import { Button, chakra, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CopyStatusAnnouncement, DetailField, LAYERS, UntrustedText, useCopyToClipboard, useMenuFocusReturn, type DetailFieldProps } from '@soc/ui';
import { CheckIcon, ChevronDownIcon, ClipboardCopyIcon, PanelRightOpenIcon, SearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { REVEAL_PAGE_SIZE } from '../../hooks/use-reveal-in-pages.ts';
import type { PanelLocation } from '../../model/panel-param.ts';
import { asciiHostOf, isSameObject, pivotProfile, type PivotKind } from '../../model/pivot.ts';
import { nonBlankTexts } from '../../model/texts.ts';
import { PagedEntries } from '../reveal-more/reveal-more.tsx';
import { usePivotActions } from './pivot-context.tsx';
import { useDrawerLayer } from '../drawer/drawer-layer.ts';

export interface PivotValueProps {
  /** The value, shown as is; it names the button. */
  value: string;
  kind: PivotKind;
  /**
   * The value's profile when the panel knows it better than the kind does (a user's id, a host's
   * computer id); `null`: none. Default: from the kind (see pivotProfile).
   */
  profile?: PanelLocation | null;
  /** `hash`: monospace, breaks anywhere (hashes, long tokens). */
  format?: 'text' | 'hash';
}

/**
 * An identifier value in a panel (issue 13): a button named after the value that opens a menu of
 * Copy, Search for it (when the app supplies a search) and Open its profile (when a panel profiles it,
 * inside a drawer that can open it, and it is not the panel on show).
 */
export function PivotValue({ value, kind, profile, format = 'text' }: PivotValueProps) {
  const { t } = useLingui();
  const drawerLayer = useDrawerLayer();
  const { openProfile, search, current } = usePivotActions();
  const { status: copy, copy: copyToClipboard } = useCopyToClipboard();

  const target = profile === undefined ? pivotProfile(kind, value) : (profile ?? undefined);
  const canOpen = openProfile !== undefined && target !== undefined && !(current && isSameObject(current, target));
  const keyword = value.trim();
  // A host written with other letters (a Cyrillic а in "аpple.com") is shown in ASCII too, where it differs from the look-alike.
  const asciiHost = asciiHostOf(kind, value);
  const { triggerRef, contentRef, onExitComplete, onContentKeyDown, open, onOpenChange } = useMenuFocusReturn();

  return (
    <>
      <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }} open={open} onOpenChange={onOpenChange} onExitComplete={onExitComplete}>
        <Menu.Trigger asChild>
          <Button
            ref={triggerRef}
            type="button"
            variant="plain"
            size="sm"
            h="auto"
            minH="6"
            px="1"
            py="0.5"
            mx="-1"
            // Its margin box, not its border box, is the container's width: in a container as wide as
            // its content (a row of addresses) a border box of 100% broke the value (10.20.0.⏎10).
            maxW="calc(100% + 0.5rem)"
            gap="1"
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
            wordBreak={format === 'hash' ? 'break-all' : 'break-word'}
            fontFamily={format === 'hash' ? 'mono' : undefined}
            textStyle={format === 'hash' ? 'xs' : 'sm'}
            fontWeight="normal"
            color="fg"
            // A solid, muted underline: a dotted one is drawn from sub-pixel positions and differs
            // between two renders of the same wrapped value (a flaky baseline).
            textDecoration="underline"
            textDecorationColor="fg.subtle"
            textUnderlineOffset="3px"
            _hover={{ bg: 'bg.muted', textDecorationColor: 'fg' }}
            _expanded={{ bg: 'bg.muted' }}
            data-pivot-kind={kind}
          >
            {/* An identifier: read left to right, hidden characters drawn. */}
            <UntrustedText dir="ltr">{value}</UntrustedText>
            {copy === 'copied' ? (
              <chakra.span display="inline-flex" color="status.success">
                <CheckIcon aria-hidden="true" />
              </chakra.span>
            ) : (
              <ChevronDownIcon aria-hidden="true" />
            )}
          </Button>
        </Menu.Trigger>
        <Portal container={drawerLayer}>
          <Menu.Positioner zIndex={LAYERS.panelModal}>
            <Menu.Content ref={contentRef} minW="12rem" onKeyDown={onContentKeyDown}>
              <Menu.Item value="copy" onClick={() => void copyToClipboard(value)}>
                <ClipboardCopyIcon aria-hidden="true" />
                {t({ id: 'PIVOT.COPY', message: 'Copy' })}
              </Menu.Item>
              {search && keyword ? (
                <Menu.Item value="search" onClick={() => search(keyword)}>
                  <SearchIcon aria-hidden="true" />
                  {t({ id: 'PIVOT.SEARCH', message: 'Search for it' })}
                </Menu.Item>
              ) : null}
              {canOpen ? (
                <Menu.Item value="profile" onClick={() => openProfile(target)}>
                  <PanelRightOpenIcon aria-hidden="true" />
                  {t({ id: 'PIVOT.OPEN_PROFILE', message: 'Open its profile' })}
                </Menu.Item>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {asciiHost ? (
        <chakra.span display="block" textStyle="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
          {t({ id: 'PIVOT.ASCII_HOST', message: `In ASCII: ${asciiHost}` })}
        </chakra.span>
      ) : null}
      <CopyStatusAnnouncement status={copy} />
    </>
  );
}

export interface PivotFieldProps extends Pick<DetailFieldProps, 'orientation'> {
  label: ReactNode;
  kind: PivotKind;
  /** One value or a list of them; blank ones are left out, none shows a dash. */
  value: string | readonly (string | null | undefined)[] | null | undefined;
  /** The profile of a single value, when the panel knows it better than the kind (see PivotValue). */
  profile?: PanelLocation | null;
  format?: PivotValueProps['format'];
}

/** A pivot trigger of the list (the first after "Show more" takes the focus). */
const FIELD_ENTRY = ':scope > ul > li > button';

/**
 * A DetailField whose value (or each of its values) is a PivotValue. A list longer than a page (a
 * record may hold thousands of addresses) shows a page at a time, with a "Show more" button.
 */
export function PivotField({ label, kind, value, profile, format, orientation }: PivotFieldProps) {
  const values = nonBlankTexts(value);
  const pivots = (count: number) =>
    values.slice(0, count).map((item, index) => <PivotValue key={`${index}:${item}`} value={item} kind={kind} format={format} />);
  const content =
    values.length === 0 ? undefined : values.length === 1 ? (
      <PivotValue value={values[0] ?? ''} kind={kind} profile={profile} format={format} />
    ) : values.length <= REVEAL_PAGE_SIZE ? (
      // A list of values: DetailField draws it as a list.
      pivots(values.length)
    ) : (
      <PagedEntries total={values.length} entrySelector={FIELD_ENTRY}>
        {(visibleCount) => (
          // The same list DetailField draws for a list, with the button under it.
          <chakra.ul listStyleType="none" m="0" p="0">
            {pivots(visibleCount).map((item) => (
              <li key={item.key}>{item}</li>
            ))}
          </chakra.ul>
        )}
      </PagedEntries>
    );
  return (
    <DetailField label={label} orientation={orientation}>
      {content}
    </DetailField>
  );
}
