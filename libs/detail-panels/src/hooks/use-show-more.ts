// "Lists longer than 10 entries show the first 10 and a view-more / view-less toggle" (spec 001 §2.2, §9).
import { useCallback, useState } from 'react';

/** Spec 001 §9: the list display limit for mailboxes, attachments and links until expanded. */
export const LIST_DISPLAY_LIMIT = 10;

export interface ShowMore {
  /** How many of the entries to render now. */
  visibleCount: number;
  /** Entries beyond the limit (0 when the list fits). */
  hiddenCount: number;
  /** The list is longer than the limit: the toggle is shown. */
  canToggle: boolean;
  expanded: boolean;
  toggle: () => void;
}

/** Pure: what a list of `total` entries shows, collapsed or expanded. */
export function showMoreCounts(total: number, expanded: boolean, limit: number = LIST_DISPLAY_LIMIT) {
  const canToggle = total > limit;
  const visibleCount = canToggle && !expanded ? limit : total;
  return { visibleCount, hiddenCount: canToggle ? total - limit : 0, canToggle };
}

export function useShowMore(total: number, limit: number = LIST_DISPLAY_LIMIT): ShowMore {
  const [expanded, setExpanded] = useState(false);
  const toggle = useCallback(() => setExpanded((value) => !value), []);
  return { ...showMoreCounts(total, expanded, limit), expanded, toggle };
}
