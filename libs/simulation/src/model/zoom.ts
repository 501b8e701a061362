// Spec 002 §9: the attack-path diagram zooms in steps of 0.1, its scale stays above 0.1, and its
// tooltips are 304 wide, 12 away from their step.

const ZOOM_STEP = 0.1;
/** The smallest scale allowed: "above 0.1", i.e. one step above it. */
export const MIN_SCALE = 0.2;
export const TOOLTIP_WIDTH = 304;
export const TOOLTIP_OFFSET = 12;
/** How far one arrow key pans, in screen pixels. */
export const PAN_STEP = 40;

const round = (value: number) => Math.round(value * 10) / 10;

/** The scale one step in (+1) or out (−1) from `current`, or `current` when the limit is reached. */
export function steppedScale(current: number, direction: 1 | -1): number {
  const next = round(current + direction * ZOOM_STEP);
  return next < MIN_SCALE - 1e-9 ? current : next;
}

/** The factor the zoom applies to go from `current` to the stepped scale. */
export function stepFactor(current: number, direction: 1 | -1): number {
  return steppedScale(current, direction) / current;
}

/** Keeps a matrix whose scale would reach 0.1 or less at the previous one. */
export function constrainScale<M extends { scaleX: number; scaleY: number }>(next: M, previous: M): M {
  return next.scaleX < MIN_SCALE - 1e-9 || next.scaleY < MIN_SCALE - 1e-9 ? previous : next;
}
