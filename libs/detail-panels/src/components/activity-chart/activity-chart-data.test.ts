import { createActivityHistory, FIXED_NOW } from '@soc/mocks';
import {
  ACTIVITY_CHART_MARGIN,
  activityScaleConfigs,
  createActivityScales,
  findPeak,
  peakLabelAnchor,
  prepareActivitySeries,
  toActivityData,
} from './activity-chart-data.ts';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour)).toISOString();

describe('toActivityData', () => {
  it('drops unreadable points and sorts by time', () => {
    const points = toActivityData([
      { time: at(3), count: 5 },
      { time: undefined, count: 9 },
      { time: at(1), count: 2 },
      { time: at(2), count: undefined },
      { time: at(4), count: -1 },
      { time: 'not a time', count: 3 },
    ]);
    expect(points).toEqual([
      { time: Date.parse(at(1)), count: 2 },
      { time: Date.parse(at(3)), count: 5 },
    ]);
  });
});

describe('findPeak', () => {
  it('finds the busiest point', () => {
    expect(findPeak([{ time: 1, count: 3 }, { time: 2, count: 9 }, { time: 3, count: 4 }])).toEqual({ time: 2, count: 9 });
  });
  it('gives a tie to the earliest point', () => {
    expect(findPeak([{ time: 1, count: 9 }, { time: 2, count: 9 }])).toEqual({ time: 1, count: 9 });
  });
  it('has no peak when nothing happened', () => {
    expect(findPeak([{ time: 1, count: 0 }, { time: 2, count: 0 }])).toBeUndefined();
    expect(findPeak([])).toBeUndefined();
  });
  it('agrees with the fixture history (412 activities, 7 hours before the last point)', () => {
    const history = createActivityHistory(FIXED_NOW);
    const series = prepareActivitySeries(history);
    const last = series?.points[series.points.length - 1];
    expect(series?.peak?.count).toBe(412);
    expect(last && series?.peak ? (last.time - series.peak.time) / 3_600_000 : undefined).toBe(7);
  });
});

describe('prepareActivitySeries', () => {
  it('takes a very long history (the count axis is not found by spreading it into Math.max)', () => {
    const history = Array.from({ length: 200_000 }, (_, i) => ({ time: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), count: i % 50 }));
    expect(prepareActivitySeries(history)?.yDomain).toEqual([0, 50]);
  });

  it('is undefined without drawable points (the view shows "no data")', () => {
    expect(prepareActivitySeries([])).toBeUndefined();
    expect(prepareActivitySeries([{ time: undefined, count: 4 }])).toBeUndefined();
  });

  it('spans the points and rounds the count axis up from zero', () => {
    const series = prepareActivitySeries([
      { time: at(1), count: 12 },
      { time: at(5), count: 87 },
    ]);
    expect(series?.xDomain.map((d) => d.toISOString())).toEqual([at(1), at(5)]);
    expect(series?.yDomain).toEqual([0, 90]);
  });

  it('centres a single point in a one-hour window', () => {
    const series = prepareActivitySeries([{ time: at(6), count: 40 }]);
    expect(series?.xDomain.map((d) => d.getTime())).toEqual([Date.parse(at(6)) - 1_800_000, Date.parse(at(6)) + 1_800_000]);
    expect(series?.peak).toEqual({ time: Date.parse(at(6)), count: 40 });
  });

  it('keeps a flat line of zeros on a 0–1 axis with no peak', () => {
    const series = prepareActivitySeries([
      { time: at(1), count: 0 },
      { time: at(2), count: 0 },
    ]);
    expect(series?.yDomain).toEqual([0, 1]);
    expect(series?.peak).toBeUndefined();
  });
});

describe('createActivityScales', () => {
  const series = prepareActivitySeries([
    { time: at(0), count: 10 },
    { time: at(12), count: 100 },
    { time: at(24), count: 50 },
  ]);
  if (!series) throw new Error('no series');
  const width = 400;
  const height = 220;
  const { xScale, yScale } = createActivityScales(series, width, height);

  it('maps time onto the inner width', () => {
    expect(xScale(new Date(at(0)))).toBe(ACTIVITY_CHART_MARGIN.left);
    expect(xScale(new Date(at(24)))).toBe(width - ACTIVITY_CHART_MARGIN.right);
    expect(xScale(new Date(at(12)))).toBeCloseTo((ACTIVITY_CHART_MARGIN.left + width - ACTIVITY_CHART_MARGIN.right) / 2);
  });

  it('maps counts bottom-up, the peak at the top of the plot', () => {
    expect(yScale(0)).toBe(height - ACTIVITY_CHART_MARGIN.bottom);
    expect(yScale(series.peak?.count ?? 0)).toBe(ACTIVITY_CHART_MARGIN.top);
  });

  it('gives XYChart the same fixed domains', () => {
    const configs = activityScaleConfigs(series);
    expect(configs.xScale.domain).toBe(series.xDomain);
    expect(configs.yScale).toEqual({ type: 'linear', domain: [0, 100], zero: true, nice: false });
  });

  it('never inverts the ranges of a tiny chart', () => {
    const tiny = createActivityScales(series, 10, 10);
    expect(tiny.xScale.range()[1]).toBeGreaterThanOrEqual(tiny.xScale.range()[0] ?? 0);
    expect(tiny.yScale.range()[0]).toBeGreaterThanOrEqual(tiny.yScale.range()[1] ?? 0);
  });
});

describe('peakLabelAnchor', () => {
  it('puts the label on the side with room', () => {
    expect(peakLabelAnchor(50, 400)).toBe('start');
    expect(peakLabelAnchor(350, 400)).toBe('end');
  });
});
