// Lists of unbounded length from the server or a page script render a page at a time (50), so
// thousands of entries open as fast as fifty; "Show more" reveals the next page and moves the focus
// to the first entry it revealed.
import { Button, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { REVEAL_PAGE_SIZE, useRevealInPages } from '../../hooks/use-reveal-in-pages.ts';

export interface RevealMoreButtonProps {
  nextCount: number;
  remaining: number;
  /** The id of the list it extends. */
  controls?: string;
  onClick: () => void;
}

/** "Show 50 more (950 not shown)"; nothing when the whole list shows. */
export function RevealMoreButton({ nextCount, remaining, controls, onClick }: RevealMoreButtonProps) {
  const { t } = useLingui();
  if (remaining <= 0) return null;
  return (
    <Button type="button" size="xs" variant="outline" alignSelf="flex-start" aria-controls={controls} onClick={onClick}>
      <ChevronDownIcon aria-hidden="true" />
      {t({ id: 'DETAIL.SHOW_MORE', message: `Show ${nextCount} more (${remaining} not shown)` })}
    </Button>
  );
}

/** A ref for the list element: after "Show more" the entry at the old count (found by `entrySelector`) takes the focus. */
export function useFocusFirstRevealed<E extends HTMLElement>(visibleCount: number, entrySelector: string) {
  const list = useRef<E>(null);
  const shownBefore = useRef(visibleCount);
  useEffect(() => {
    if (visibleCount > shownBefore.current) list.current?.querySelectorAll<HTMLElement>(entrySelector)[shownBefore.current]?.focus();
    shownBefore.current = visibleCount;
  }, [visibleCount, entrySelector]);
  return list;
}

const LIST_ENTRY = ':scope > li';

export interface RevealListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** The accessible name of the list. */
  label?: string;
  pageSize?: number;
  /** Space between entries (a Chakra spacing token). */
  gap?: string;
}

/** A `<ul>` of the entries, a page at a time, with its "Show more" button. */
export function RevealList<T>({ items, renderItem, label, pageSize = REVEAL_PAGE_SIZE, gap = '1' }: RevealListProps<T>) {
  const { visibleCount, remaining, nextCount, showMore } = useRevealInPages(items.length, pageSize);
  const list = useFocusFirstRevealed<HTMLUListElement>(visibleCount, LIST_ENTRY);
  const listId = useId();
  return (
    <chakra.div display="grid" gap="2" minW="0">
      <chakra.ul ref={list} id={listId} aria-label={label} listStyleType="none" m="0" p="0" display="grid" gap={gap} minW="0">
        {items.slice(0, visibleCount).map((item, index) => (
          // Entries after the first page take the focus programmatically only (see useFocusFirstRevealed).
          <chakra.li key={index} minW="0" tabIndex={index >= pageSize ? -1 : undefined} outline="none">
            {renderItem(item, index)}
          </chakra.li>
        ))}
      </chakra.ul>
      <RevealMoreButton nextCount={nextCount} remaining={remaining} controls={listId} onClick={showMore} />
    </chakra.div>
  );
}
