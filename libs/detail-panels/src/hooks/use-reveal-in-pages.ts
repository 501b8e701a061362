// A list of unbounded length (a page script's event) renders a page at a time, so a group of
// thousands of files opens as fast as one of fifty; "Show more" reveals the next page.
import { useCallback, useState } from 'react';

export const REVEAL_PAGE_SIZE = 50;

export interface RevealInPages {
  /** How many entries to render now. */
  visibleCount: number;
  /** Entries not rendered yet. */
  remaining: number;
  /** How many the next "Show more" reveals. */
  nextCount: number;
  showMore: () => void;
}

/** Pure: what `total` entries show after `pages` pages have been revealed. */
export function revealCounts(total: number, pages: number, pageSize: number = REVEAL_PAGE_SIZE) {
  const visibleCount = Math.min(total, Math.max(1, pages) * pageSize);
  const remaining = total - visibleCount;
  return { visibleCount, remaining, nextCount: Math.min(pageSize, remaining) };
}

export function useRevealInPages(total: number, pageSize: number = REVEAL_PAGE_SIZE): RevealInPages {
  const [pages, setPages] = useState(1);
  const showMore = useCallback(() => setPages((value) => value + 1), []);
  return { ...revealCounts(total, pages, pageSize), showMore };
}
