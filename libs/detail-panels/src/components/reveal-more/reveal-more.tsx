// Lists of unbounded length from the server or a page script render a page at a time (50), so
// thousands of entries open as fast as fifty; "Show more" reveals the next page and moves the focus
// to the first entry it revealed.
import { Box, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { REVEAL_PAGE_SIZE, useRevealInPages } from '../../hooks/use-reveal-in-pages.ts';

interface RevealMoreButtonProps {
  nextCount: number;
  remaining: number;
  /** The id of the list it extends. */
  controls?: string;
  onClick: () => void;
}

/** "Show 50 more (950 not shown)"; nothing when the whole list shows. */
function RevealMoreButton({ nextCount, remaining, controls, onClick }: RevealMoreButtonProps) {
  const { t } = useLingui();
  if (remaining <= 0) return null;
  return (
    <Button type="button" size="xs" variant="outline" alignSelf="flex-start" justifySelf="start" aria-controls={controls} onClick={onClick}>
      <ChevronDownIcon aria-hidden="true" />
      {t({ id: 'DETAIL.SHOW_MORE', message: `Show ${nextCount} more (${remaining} not shown)` })}
    </Button>
  );
}

/** A ref for the list element: after "Show more" the entry at the old count (found by `entrySelector`) takes the focus. */
function useFocusFirstRevealed<E extends HTMLElement>(visibleCount: number, entrySelector: string) {
  const list = useRef<E>(null);
  const shownBefore = useRef(visibleCount);
  useEffect(() => {
    if (visibleCount > shownBefore.current) list.current?.querySelectorAll<HTMLElement>(entrySelector)[shownBefore.current]?.focus();
    shownBefore.current = visibleCount;
  }, [visibleCount, entrySelector]);
  return list;
}

/**
 * The focus props of a paged list's entry: from the second page on, "Show more" moves the focus to
 * the first entry it revealed, so those entries take it by script only (no tab stop); the theme draws
 * the focus ring on `data-revealed-entry` when the keyboard brought the focus there.
 */
export const revealedEntry = (index: number) => (index >= REVEAL_PAGE_SIZE ? { tabIndex: -1, 'data-revealed-entry': '' } : {});

/** The focus targets of entries that take no tabIndex themselves (DetailFields, SimpleTable rows): see EntryLabel. */
export const ENTRY_LABEL = '[data-entry-label]';

/**
 * An entry's label (a DetailField's, a table row's first cell) as the entry's focus target in a paged
 * list; in a list of one page, the label alone, as before.
 */
export function EntryLabel({ index, paged, children }: { index: number; paged: boolean; children: ReactNode }) {
  if (!paged) return <>{children}</>;
  return (
    <span data-entry-label="" {...revealedEntry(index)}>
      {children}
    </span>
  );
}

export interface PagedEntriesProps {
  /** How many entries the list has. */
  total: number;
  /** Selects each entry's focus target inside the list, in order (e.g. `:scope > ul > li`). */
  entrySelector: string;
  /** The list with its first `visibleCount` entries; `paged`: the list is longer than a page. Give entries `revealedEntry(index)`. */
  children: (visibleCount: number, paged: boolean) => ReactNode;
}

/**
 * A list from the server, which can hold thousands of entries, a page at a time (50) with its "Show
 * more" button under it, so a long one does not freeze the panel. A list of one page renders alone,
 * exactly as before.
 */
export function PagedEntries({ total, entrySelector, children }: PagedEntriesProps) {
  const { visibleCount, remaining, nextCount, showMore } = useRevealInPages(total);
  const list = useFocusFirstRevealed<HTMLDivElement>(visibleCount, entrySelector);
  const listId = useId();
  if (total <= REVEAL_PAGE_SIZE) return <>{children(visibleCount, false)}</>;
  return (
    <Stack gap="2" minW="0">
      <Box ref={list} id={listId} minW="0">
        {children(visibleCount, true)}
      </Box>
      <RevealMoreButton nextCount={nextCount} remaining={remaining} controls={listId} onClick={showMore} />
    </Stack>
  );
}
