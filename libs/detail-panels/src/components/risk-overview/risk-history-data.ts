// Data of the risk-history chart (spec 001 §2.4, §9): pure, so the axis, the bands and the
// points are tested without rendering.
import type { RiskBand } from '@soc/api';
import { timeDomain, timeValueScaleConfigs, timeValueScales } from '../chart/time-scales.ts';
import { chartTime } from '../chart/chart-time.ts';

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

const ONE_DAY = 24 * 3600 * 1000;

/** Points with a time and a score within 0–100 (others cannot be drawn on the axis: dropped), oldest first. */
export function prepareRiskHistory(history: readonly RiskHistoryInput[]): RiskHistorySeries | undefined {
  const points: RiskDatum[] = [];
  for (const item of history) {
    const time = chartTime(item.timestamp);
    const score = item.riskScore;
    if (Number.isFinite(time) && typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 100) points.push({ time, score });
  }
  points.sort((a, b) => a.time - b.time);
  // One point: centred in a one-day window.
  const xDomain = timeDomain(points, ONE_DAY);
  return xDomain ? { points, xDomain } : undefined;
}

/** Pixel scales for a chart of `width` × `height`, the y axis fixed at 0–100. */
export function createRiskScales(series: RiskHistorySeries, width: number, height: number, margin = RISK_CHART_MARGIN) {
  return timeValueScales(series.xDomain, RISK_AXIS_DOMAIN, width, height, margin);
}

/** XYChart scale configs with fixed domains, so its scales equal `createRiskScales`. */
export function riskScaleConfigs(series: RiskHistorySeries) {
  return timeValueScaleConfigs(series.xDomain, RISK_AXIS_DOMAIN);
}
