// The axes of the detail panels' time-series charts (activity, risk history): time across, a value
// upwards. Pure, so each chart's data module builds on them and its tests need no rendering.
import { MAX_DATE_MS } from '@soc/util';
import { scaleLinear, scaleTime } from '@visx/scale';

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The time span of points sorted by time, or `undefined` without points. A single point sits in the
 * middle of a `window` milliseconds wide instead of on a zero-width domain.
 */
export function timeDomain(points: readonly { time: number }[], window: number): [Date, Date] | undefined {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return undefined;
  if (first.time === last.time) return [new Date(withinDates(first.time - window / 2)), new Date(withinDates(last.time + window / 2))];
  return [new Date(first.time), new Date(last.time)];
}

/** The window around a point at the edge of dates stops there: an invalid date would throw when its ticks are formatted. */
const withinDates = (ms: number): number => Math.min(MAX_DATE_MS, Math.max(-MAX_DATE_MS, ms));

/** The pixel scales of a chart of `width` × `height`: inside the margins, and never inverted when it is tiny. */
export function timeValueScales(xDomain: [Date, Date], yDomain: [number, number], width: number, height: number, margin: ChartMargin) {
  return {
    xScale: scaleTime<number>({ domain: xDomain, range: [margin.left, Math.max(margin.left, width - margin.right)] }),
    yScale: scaleLinear<number>({ domain: yDomain, range: [Math.max(margin.top, height - margin.bottom), margin.top] }),
  };
}

/** XYChart scale configs with the same fixed domains, so its scales equal `timeValueScales`. */
export function timeValueScaleConfigs(xDomain: [Date, Date], yDomain: [number, number]) {
  return {
    xScale: { type: 'time' as const, domain: xDomain },
    yScale: { type: 'linear' as const, domain: yDomain, zero: true, nice: false },
  };
}
