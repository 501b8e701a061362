import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface HorizontalOverflow {
  /** Content is hidden before the visible part (scrolled away from the start). */
  before: boolean;
  /** Content is hidden after the visible part. */
  after: boolean;
  /** Scrolls by most of the visible width, towards the start (-1) or the end (1). */
  scrollBy: (direction: -1 | 1) => void;
}

// Sub-pixel widths (zoom, fonts) leave a fraction of a pixel; that is not hidden content.
const EPSILON = 1;

/** Whether an element's content runs past its left or right edge, kept up to date on scroll and resize. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [state, setState] = useState({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const before = el.scrollLeft > EPSILON;
      const after = el.scrollLeft + el.clientWidth < el.scrollWidth - EPSILON;
      setState((prev) => (prev.before === before && prev.after === after ? prev : { before, after }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    resize?.observe(el);
    for (const child of Array.from(el.children)) resize?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [ref]);
  const scrollBy = useCallback(
    (direction: -1 | 1) => {
      const el = ref.current;
      // A script's smooth scroll ignores the CSS reduced-motion rule: ask the user's setting here.
      const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (el) el.scrollBy({ left: direction * Math.max(40, el.clientWidth * 0.8), behavior: reduce ? 'auto' : 'smooth' });
    },
    [ref],
  );
  return { ...state, scrollBy };
}
