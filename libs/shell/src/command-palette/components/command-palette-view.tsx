import { Box, Dialog, Flex, HStack, Input, InputGroup, Mark, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileText, History, PanelRightOpen, Search } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import type { LoadState } from '@soc/api';
import { UntrustedText, useOpenerFocus } from '@soc/ui';
import { NewWindowHint } from '../../components/new-window-hint.tsx';
import { KEYWORD_KIND_LABELS, NO_PANEL_REASONS, OPEN_PANEL_LABELS, PRIVATE_IP_NOTE } from '../../model/keyword-labels.ts';
import { highlightSegments, type MatchRange } from '../../model/search-history.ts';
import { KEY_LABELS } from '../../shortcut-sheet/model/shortcuts.ts';
import type { CommandPaletteState } from '../hooks/use-command-palette.ts';
import { PANEL_KIND_LABELS } from '../model/palette-labels.ts';
import { isIndicator, type PaletteGroupKey, type PaletteOption } from '../model/palette-results.ts';

/** Spec-free layout constant: wide enough for a URL or a SHA-256 on one line at the body size. */
const COMMAND_PALETTE_WIDTH = 640;

export interface CommandPaletteViewProps {
  open: boolean;
  /** Esc, a click outside, or the container after an option was chosen. */
  onClose: () => void;
  /** The dialog is gone and focus is back where it was: the container acts on the chosen option now. */
  onExitComplete?: () => void;
  state: CommandPaletteState;
  /** The menu's pages are not known yet, or could not be loaded: said under the results. */
  pagesStatus?: LoadState<unknown>['status'];
}

/** A server text with its matches marked: one isolated run (`ltr` for identifiers), hidden characters as codes. */
function Highlighted({ text, ranges, dir = 'auto' }: { text: string; ranges: readonly MatchRange[]; dir?: 'auto' | 'ltr' }) {
  return (
    <bdi dir={dir}>
      {highlightSegments(text, ranges).map((segment, i) =>
        segment.match ? (
          <Mark key={i} bg="status.warning.subtle" color="fg" fontWeight="semibold">
            <UntrustedText isolate={false}>{segment.text}</UntrustedText>
          </Mark>
        ) : (
          <UntrustedText key={i} isolate={false}>
            {segment.text}
          </UntrustedText>
        ),
      )}
    </bdi>
  );
}

function OptionContent({ option }: { option: PaletteOption }) {
  const { i18n } = useLingui();
  const icon = (node: ReactNode) => (
    <Box as="span" color="fg.muted" flexShrink={0} display="inline-flex">
      {node}
    </Box>
  );
  switch (option.kind) {
    case 'panel':
      return (
        <>
          {icon(<PanelRightOpen size={16} aria-hidden="true" />)}
          <Text as="span" flexShrink={0}>{i18n._(OPEN_PANEL_LABELS[option.target.searchType])}</Text>
          <Text as="span" fontFamily="mono" fontSize="xs" truncate>{option.indicator.value}</Text>
        </>
      );
    case 'search': {
      const keyword = option.keyword;
      return (
        <>
          {icon(<Search size={16} aria-hidden="true" />)}
          {/* Only the keyword is cut: the action around it stays whole in either word order (Japanese puts it after). */}
          <Text as="span" display="flex" minW="0" whiteSpace="nowrap">
            <Trans id="PALETTE.GLOBAL_SEARCH">
              Global search for “<Text as="span" truncate minW="0">{keyword}</Text>”
            </Trans>
          </Text>
        </>
      );
    }
    case 'page':
      return (
        <>
          {icon(<FileText size={16} aria-hidden="true" />)}
          {/* On a phone the page's groups go under the title, on up to two lines: beside it they were cut
              before the part that tells two pages of the same name apart. */}
          <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} columnGap="2" minW="0" flex={{ base: '1', md: '0 1 auto' }}>
            <Text as="span" flexShrink={0} maxW="full">
              <Highlighted text={option.page.title} ranges={option.ranges} />
            </Text>
            {option.page.trail.length > 0 && (
              <Text as="span" fontSize="xs" color="fg.muted" lineClamp={{ base: '2', md: '1' }} maxW="full">
                {option.page.trail.join(' › ')}
              </Text>
            )}
          </Flex>
          {option.page.external && <NewWindowHint />}
        </>
      );
    case 'recent':
      return (
        <>
          {icon(<History size={16} aria-hidden="true" />)}
          <Text as="span" flexShrink={0}>{i18n._(PANEL_KIND_LABELS[option.panel.searchType])}</Text>
          <Text as="span" fontFamily="mono" fontSize="xs" truncate>
            <Highlighted text={option.panel.identifier} ranges={option.ranges} dir="ltr" />
          </Text>
        </>
      );
  }
}

function GroupHeading({ group, state, id }: { group: PaletteGroupKey; state: CommandPaletteState; id: string }) {
  const { i18n } = useLingui();
  const kind = i18n._(KEYWORD_KIND_LABELS[state.results.indicator.kind]);
  const label =
    group === 'indicator' ? (
      <Trans id="PALETTE.GROUP.INDICATOR">Indicator: {kind}</Trans>
    ) : group === 'pages' ? (
      <Trans id="PALETTE.GROUP.PAGES">Pages</Trans>
    ) : (
      <Trans id="PALETTE.GROUP.RECENT">Recent panels</Trans>
    );
  // Not upper-cased: that would rewrite the kind's own spelling ("IPv4" as "IPV4") in every language.
  return (
    <Text id={id} role="presentation" px="3" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted">
      {label}
    </Text>
  );
}

function ResultGroup({ group, state }: { group: CommandPaletteState['results']['groups'][number]; state: CommandPaletteState }) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <GroupHeading group={group.key} state={state} id={headingId} />
      {group.options.map((option) => {
        const index = state.results.options.indexOf(option); // at most ~60 options (MAX_PAGE_RESULTS)
        const active = index === state.activeIndex;
        return (
          <Flex
            key={option.key}
            {...state.optionProps(index)}
            data-kind={option.kind}
            align="center"
            gap="2"
            mx="1"
            px="2"
            py="1.5"
            minH="9"
            rounded="l2"
            fontSize="sm"
            cursor="pointer"
            bg={active ? 'bg.emphasized' : undefined}
            outline={active ? '2px solid' : undefined}
            outlineColor="brand.focusRing"
            outlineOffset="-2px"
          >
            <OptionContent option={option} />
          </Flex>
        );
      })}
    </Box>
  );
}

function Key({ children }: { children: ReactNode }) {
  return (
    <Box as="kbd" fontFamily="inherit" fontSize="xs" px="1.5" py="0.5" rounded="sm" borderWidth="1px" borderColor="border" bg="bg.subtle" color="fg">
      {children}
    </Box>
  );
}

/** Notes under the results: why there is nothing, why no panel opens, the menu's state. */
function Notes({ state, pagesStatus }: { state: CommandPaletteState; pagesStatus: CommandPaletteViewProps['pagesStatus'] }) {
  const { i18n } = useLingui();
  const { indicator, options } = state.results;
  const notes: ReactNode[] = [];
  if (indicator.kind === 'empty' && options.length === 0) {
    notes.push(
      <Trans key="hint" id="PALETTE.HINT">
        Type the name of a page, or an IP address, domain, URL, e-mail address, file hash or host name.
      </Trans>,
    );
  } else if (indicator.kind !== 'empty' && options.length === 0) {
    // The keyword as typed, isolated: a reversing character in it cannot pull the quotes inside.
    const text = <UntrustedText>{state.text.trim()}</UntrustedText>;
    notes.push(
      <Trans key="none" id="PALETTE.NO_RESULTS">
        No page, recent panel or indicator matches “{text}”.
      </Trans>,
    );
  }
  if (isIndicator(indicator) && !indicator.panel) {
    const reason = indicator.isPrivate ? PRIVATE_IP_NOTE : NO_PANEL_REASONS[indicator.kind];
    if (reason) notes.push(i18n._(reason));
  }
  if (state.results.morePages > 0) {
    notes.push(
      <Plural
        key="more"
        id="PALETTE.MORE_PAGES"
        value={state.results.morePages}
        one="# more page matches: type more of its name to find it."
        other="# more pages match: type more of the name to find them."
      />,
    );
  }
  if (pagesStatus === 'loading') notes.push(<Trans key="loading" id="PALETTE.PAGES_LOADING">Loading the menu's pages…</Trans>);
  if (pagesStatus === 'error') notes.push(<Trans key="error" id="PALETTE.PAGES_FAILED">The menu's pages could not be loaded; indicators and recent panels still work.</Trans>);
  if (!notes.length) return null;
  return (
    <Box px="4" py="3" fontSize="sm" color="fg.muted" borderTopWidth={options.length ? '1px' : undefined} borderColor="border">
      {notes.map((note, i) => (
        <Text key={i}>{note}</Text>
      ))}
    </Box>
  );
}

/**
 * The command palette (issue 13): a dialog at the top of the screen with a combobox whose listbox
 * offers the indicator's actions, the menu's pages and the recent panels. No motion: it appears at
 * once and focus goes to the text field; Esc closes it and focus returns to where it was.
 */
export function CommandPaletteView({ open, onClose, onExitComplete, state, pagesStatus = 'done' }: CommandPaletteViewProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const openerFocus = useOpenerFocus(open);
  const count = state.results.options.length;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      onExitComplete={() => {
        // Focus is back where it was before the chosen action runs, so a panel the action opens
        // returns the focus there when it closes (the dialog's own return comes later).
        openerFocus()?.focus({ preventScroll: true });
        onExitComplete?.();
      }}
      motionPreset="none"
      placement="top"
      lazyMount
      unmountOnExit
      initialFocusEl={() => inputRef.current}
      finalFocusEl={openerFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${COMMAND_PALETTE_WIDTH}px`} maxW="calc(100vw - 2rem)" mt="16" overflow="hidden">
            <VisuallyHidden>
              <Dialog.Title>
                <Trans id="PALETTE.TITLE">Command palette</Trans>
              </Dialog.Title>
            </VisuallyHidden>
            <Box p="3" borderBottomWidth="1px" borderColor="border">
              <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
                <Input
                  ref={inputRef}
                  size="md"
                  {...state.inputProps}
                  aria-label={t({ id: 'PALETTE.INPUT_LABEL', message: 'Go to a page, a recent panel or an indicator' })}
                  placeholder={t({ id: 'PALETTE.PLACEHOLDER', message: 'Page name, IP address, domain, URL, e-mail address or hash' })}
                />
              </InputGroup>
            </Box>
            <Box {...state.listboxProps} aria-label={t({ id: 'PALETTE.RESULTS', message: 'Results' })} maxH="min(60vh, 420px)" overflowY="auto" py={count ? '1' : '0'}>
              {state.results.groups.map((group) => (
                <ResultGroup key={group.key} group={group} state={state} />
              ))}
            </Box>
            <Notes state={state} pagesStatus={pagesStatus} />
            <VisuallyHidden role="status">
              {state.text.trim() ? <Plural id="PALETTE.RESULT_COUNT" value={count} _0="No results" one="# result" other="# results" /> : null}
            </VisuallyHidden>
            <HStack gap="4" px="4" py="2" borderTopWidth="1px" borderColor="border" bg="bg.subtle" fontSize="xs" color="fg.muted" flexWrap="wrap">
              <HStack gap="1">
                <Key>{KEY_LABELS.ArrowUp.symbol}</Key>
                <Key>{KEY_LABELS.ArrowDown.symbol}</Key>
                <Trans id="PALETTE.KEYS_MOVE">to move</Trans>
              </HStack>
              <HStack gap="1">
                <Key>{KEY_LABELS.Enter.symbol}</Key>
                <Trans id="PALETTE.KEYS_CHOOSE">to open</Trans>
              </HStack>
              <HStack gap="1">
                <Key>{KEY_LABELS.Escape.symbol}</Key>
                <Trans id="PALETTE.KEYS_CLOSE">to close</Trans>
              </HStack>
            </HStack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
