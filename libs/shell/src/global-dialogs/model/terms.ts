/**
 * The version of the service-provider terms this console shows (spec 002 §3 "terms acceptance:
 * version"). The specification does not say where the version comes from: the text ships with the
 * console, so the console names the version of the text it showed. Matches the mock backend.
 */
export const MSP_TERMS_VERSION = '2026.1';

/** Spec 002 §9: the terms modal is 640 wide. */
export const TERMS_MODAL_WIDTH = 640;

/** Spec 002 §4: Accept unlocks when the bottom marker is fully visible. */
export const TERMS_MARKER_THRESHOLD = 1;

/** What the terms modal needs of an IntersectionObserver; tests inject a fake. */
export type ObserverFactory = (
  callback: (entries: ReadonlyArray<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>) => void,
  options: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

/** The browser's observer, or `undefined` where there is none (old engines, jsdom). */
export function browserObserverFactory(): ObserverFactory | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  return (callback, options) => new IntersectionObserver(callback, options);
}

/** Fully visible, allowing for sub-pixel rounding of the ratio. */
export const isFullyVisible = (entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>) =>
  entry.isIntersecting && entry.intersectionRatio >= TERMS_MARKER_THRESHOLD - 0.001;
