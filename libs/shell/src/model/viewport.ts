/**
 * Below Chakra's `md` breakpoint (48em) the screen is narrow: the menu starts as its icon rail, and
 * opened it lies over the page instead of squeezing it (the left menu's `base` styles).
 */
const NARROW_VIEWPORT_QUERY = '(max-width: 47.9975em)';

export function isNarrowViewport(win: Pick<Window, 'matchMedia'> = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(NARROW_VIEWPORT_QUERY).matches;
}
