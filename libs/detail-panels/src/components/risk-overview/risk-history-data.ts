// Data of the risk-history chart (spec 001 §2.4, §9): pure, so the axis, the bands and the
// points are tested without rendering.
import type { RiskBand } from '@soc/api';
import { scaleLinear, scaleTime } from '@visx/scale';

export interface RiskHistoryInput {
  riskScore?: number | null;
  timestamp?: string | null;
}

export interface RiskDatum {
  /** Epoch milliseconds. */
  time: number;
  score: number;
}

export interface RiskHistorySeries {
  points: RiskDatum[];
  xDomain: [Date, Date];
}

/** Spec 001 §9: the chart axis runs from 0 to 100, whatever the scores. */
export const RISK_AXIS_DOMAIN: [number, number] = [0, 100];

/** The bands behind the line (spec 001 §5), bottom to top. */
export const RISK_BAND_RANGES: ReadonlyArray<{ band: RiskBand; from: number; to: number }> = [
  { band: 'low', from: 0, to: 30 },
  { band: 'medium', from: 30, to: 70 },
  { band: 'high', from: 70, to: 100 },
];

export const RISK_CHART_HEIGHT = 180;
export const RISK_CHART_MARGIN = { top: 12, right: 16, bottom: 36, left: 40 };

const HALF_DAY = 12 * 3600 * 1000;

/** Points with a time and a score within 0–100 (others cannot be drawn on the axis: dropped), oldest first. */
export function prepareRiskHistory(history: readonly RiskHistoryInput[]): RiskHistorySeries | undefined {
  const points: RiskDatum[] = [];
  for (const item of history) {
    const time = item.timestamp ? Date.parse(item.timestamp) : Number.NaN;
    const score = item.riskScore;
    if (Number.isFinite(time) && typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 100) points.push({ time, score });
  }
  points.sort((a, b) => a.time - b.time);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return undefined;
  // One point: centre it in a one-day window rather than a zero-width domain.
  const xDomain: [Date, Date] =
    first.time === last.time ? [new Date(first.time - HALF_DAY), new Date(last.time + HALF_DAY)] : [new Date(first.time), new Date(last.time)];
  return { points, xDomain };
}

/** Pixel scales for a chart of `width` × `height`, the y axis fixed at 0–100. */
export function createRiskScales(series: RiskHistorySeries, width: number, height: number, margin = RISK_CHART_MARGIN) {
  return {
    xScale: scaleTime<number>({ domain: series.xDomain, range: [margin.left, Math.max(margin.left, width - margin.right)] }),
    yScale: scaleLinear<number>({ domain: RISK_AXIS_DOMAIN, range: [Math.max(margin.top, height - margin.bottom), margin.top] }),
  };
}
