import type { TransformMatrix } from '@visx/zoom';

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

type Size = { width: number; height: number };

/**
 * The diagram's own space (`space`) centred in its box, at the largest whole step that shows all of its
 * drawing, which keeps `sideMargin` clear at the left and right: the view on opening and on reset. A
 * whole step, so the zoom keeps to whole steps; the largest that fits, so no host's edge is cut.
 */
export function fitMatrix(box: Size, space: Size, sideMargin: number): TransformMatrix {
  const fits = Math.min(box.width / (space.width - 2 * sideMargin), box.height / space.height);
  // The epsilon keeps an exact fit (880 / 880) from flooring a step down through float error.
  const scale = Math.max(MIN_SCALE, Math.floor(fits * 10 + 1e-9) / 10);
  return {
    scaleX: scale,
    scaleY: scale,
    translateX: (box.width - space.width * scale) / 2,
    translateY: (box.height - space.height * scale) / 2,
    skewX: 0,
    skewY: 0,
  };
}
