// Data preparation of the activity-history chart (spec 001 §2.7): pure, so peak detection and
// scales are tested without rendering, and the component only draws.
import { scaleLinear } from '@visx/scale';
import type { ActivityPoint } from '@soc/api';
import { timeDomain, timeValueScaleConfigs, timeValueScales, type ChartMargin } from '../chart/time-scales.ts';
import { chartTime } from '../chart/chart-time.ts';

/** What the chart reads of a history point (the record's `activityHistory[]`). */
export type ActivityInput = Pick<ActivityPoint, 'time' | 'count'>;

export interface ActivityDatum {
  /** Epoch milliseconds. */
  time: number;
  count: number;
}

export interface ActivitySeries {
  /** Readable points, oldest first. */
  points: ActivityDatum[];
  /** The busiest point (the first one on a tie); none when nothing happened (all zero) or no data. */
  peak: ActivityDatum | undefined;
  xDomain: [Date, Date];
  /** From zero to a round number at or above the peak. */
  yDomain: [number, number];
}

/** Room for the tick labels, the axis labels and the peak label above the line. */
export const ACTIVITY_CHART_MARGIN: ChartMargin = { top: 28, right: 20, bottom: 44, left: 56 };
export const ACTIVITY_CHART_HEIGHT = 220;

const ONE_HOUR = 60 * 60 * 1000;

/** Points the chart can draw: a time and a count ≥ 0 (anything else is dropped), sorted by time. */
export function toActivityData(history: readonly ActivityInput[]): ActivityDatum[] {
  const points: ActivityDatum[] = [];
  for (const point of history) {
    const time = chartTime(point.time);
    const count = point.count;
    if (Number.isFinite(time) && typeof count === 'number' && Number.isFinite(count) && count >= 0) points.push({ time, count });
  }
  return points.sort((a, b) => a.time - b.time);
}

/** The busiest point; the earliest wins a tie; no peak when every count is zero. */
export function findPeak(points: readonly ActivityDatum[]): ActivityDatum | undefined {
  let peak: ActivityDatum | undefined;
  for (const point of points) if (point.count > 0 && (!peak || point.count > peak.count)) peak = point;
  return peak;
}

/** Everything the chart needs, or `undefined` when there is nothing to draw (the view says "no data"). */
export function prepareActivitySeries(history: readonly ActivityInput[]): ActivitySeries | undefined {
  const points = toActivityData(history);
  // One point: centred in a one-hour window.
  const xDomain = timeDomain(points, ONE_HOUR);
  if (!xDomain) return undefined;
  // A loop, not Math.max(...): spreading a very long history overflows the call stack.
  const max = points.reduce((top, p) => Math.max(top, p.count), Number.NEGATIVE_INFINITY);
  const niceMax = max > 0 ? (scaleLinear<number>({ domain: [0, max], nice: true }).domain()[1] ?? max) : 1;
  return { points, peak: findPeak(points), xDomain, yDomain: [0, niceMax] };
}

/** The pixel scales for a chart of `width` × `height` (the same domains and ranges XYChart builds from the configs below). */
export function createActivityScales(series: ActivitySeries, width: number, height: number, margin: ChartMargin = ACTIVITY_CHART_MARGIN) {
  return timeValueScales(series.xDomain, series.yDomain, width, height, margin);
}

/** XYChart scale configs with fixed domains, so its scales equal `createActivityScales`. */
export function activityScaleConfigs(series: ActivitySeries) {
  return timeValueScaleConfigs(series.xDomain, series.yDomain);
}

/** Where the peak label goes: right of the point in the left part of the chart, left of it otherwise. */
export function peakLabelAnchor(x: number, width: number): 'start' | 'end' {
  return x < width * 0.6 ? 'start' : 'end';
}
