import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Space kept between a revealed entry and the list's edge, px: the entry does not sit on the edge. */
const REVEAL_MARGIN = 8;
/** What the user does to move the list: from then on, the list is theirs and stays where they put it. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls `list` (never the page) so that `entry` is inside it; nothing moves when it already is. */
function revealInList(list: HTMLElement, entry: HTMLElement) {
  const shown = list.getBoundingClientRect();
  const box = entry.getBoundingClientRect();
  if (box.top < shown.top) list.scrollTop -= shown.top - box.top + REVEAL_MARGIN;
  else if (box.bottom > shown.bottom) list.scrollTop += box.bottom - shown.bottom + REVEAL_MARGIN;
}

interface Revealed {
  key: string;
  entry: HTMLElement;
  /** Kept in view while the list's size settles (the footer, the late styles), until the user scrolls it. */
  held: boolean;
}

/**
 * The current page's entry in the menu's view: scrolled to when it is first shown for that page (a
 * load, a link, the palette), also below the fold of a long menu on a short screen or in a later
 * slice, and kept there while the list's size settles, until the user moves the list. Once per page
 * and collapse state, so a group the user opens again does not move the list.
 * Returns the list's ref and the callback the current page's entry calls once it is in the page.
 */
export function useActiveEntryInView<T extends HTMLElement>(activeId: string | undefined, collapsed: boolean) {
  const list = useRef<T>(null);
  const revealed = useRef<Revealed | undefined>(undefined);
  const key = `${activeId}:${collapsed}`;
  const keyRef = useRef(key);
  // A layout effect: it runs before the entries' (passive) effects that call back.
  useLayoutEffect(() => {
    keyRef.current = key;
  }, [key]);

  const onActiveShown = useCallback((entry: HTMLElement) => {
    if (revealed.current?.key === keyRef.current) return;
    revealed.current = { key: keyRef.current, entry, held: true };
    if (list.current) revealInList(list.current, entry);
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const release = () => {
      if (revealed.current) revealed.current.held = false;
    };
    const observer = new ResizeObserver(() => {
      const shown = revealed.current;
      if (shown?.held && shown.entry.isConnected) revealInList(element, shown.entry);
    });
    observer.observe(element);
    for (const type of USER_SCROLL_EVENTS) element.addEventListener(type, release, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of USER_SCROLL_EVENTS) element.removeEventListener(type, release);
    };
  }, []);

  return { list, onActiveShown };
}
