import { TOOLTIP_OFFSET, TOOLTIP_WIDTH } from './zoom.ts';

/** Room kept between a step's tooltip and the diagram box's edges, px. */
export const TOOLTIP_GUTTER = 8;

/** A tooltip's width in a box `boxWidth` wide: 304 (spec 002 §9), or the box less its gutters where that is narrower (a phone). */
export function tooltipWidth(boxWidth: number): number {
  return Math.max(0, Math.min(TOOLTIP_WIDTH, boxWidth - 2 * TOOLTIP_GUTTER));
}

/**
 * Where a tooltip `size` long starts on one axis of a box `room` long, for its step at `at` (all in
 * the box's pixels): 12 after the step (to its right, below it), else 12 before it where that would
 * cross the box's far edge, and in every case pulled back inside the box, whose edges clip it.
 */
export function tooltipStart(at: number, size: number, room: number): number {
  const after = at + TOOLTIP_OFFSET;
  const preferred = after + size <= room - TOOLTIP_GUTTER ? after : at - TOOLTIP_OFFSET - size;
  // Where even the box is too short for it, its start edge (the title) stays in view.
  return Math.max(TOOLTIP_GUTTER, Math.min(preferred, room - TOOLTIP_GUTTER - size));
}
