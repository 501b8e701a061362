import { ACTIVITY_CHART_MARGIN } from '../activity-chart/activity-chart-data.ts';
import { RISK_CHART_MARGIN } from '../risk-overview/risk-history-data.ts';
import { CHART_TICK_FONT } from './chart-theme.ts';
import { estimateLabelWidth } from './label-width.ts';
import { chooseTimeTicks, type TimeTick } from './time-ticks.ts';
import { timeValueScales, type ChartMargin } from './time-scales.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 11, 3, 7);
const MIN_GAP = 16;

// The drawer opened through the global event (504 px) and a 390 px phone, inside their padding.
const DRAWER = 472;
const PHONE = 358;

// The activity chart's and the risk chart's labels (the test runs in UTC).
const TIME_OF_DAY = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const JA_TIME_OF_DAY = new Intl.DateTimeFormat('ja', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DATE = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });

const measure = (label: string) => estimateLabelWidth(label, CHART_TICK_FONT);

function ticksFor(span: [number, number], width: number, format = TIME_OF_DAY, margin: ChartMargin = ACTIVITY_CHART_MARGIN) {
  const { xScale } = timeValueScales([new Date(span[0]), new Date(span[1])], [0, 1], width, 220, margin);
  const ticks = chooseTimeTicks({ scale: xScale, format: (value) => format.format(value), measure, width });
  return { ticks, labels: ticks.map((tick) => format.format(tick.value)), boxes: ticks.map((tick) => labelBox(tick, xScale(tick.value), format)) };
}

/** Where a label is drawn, as the SVG lays it out from its anchor and shift. */
function labelBox(tick: TimeTick, x: number, format: Intl.DateTimeFormat) {
  const width = measure(format.format(tick.value));
  const at = x + tick.dx;
  const left = tick.anchor === 'start' ? at : tick.anchor === 'end' ? at - width : at - width / 2;
  return { left, right: left + width };
}

function expectApartAndInside(boxes: { left: number; right: number }[], width: number) {
  boxes.forEach((box, index) => {
    expect(box.left).toBeGreaterThanOrEqual(-0.001);
    expect(box.right).toBeLessThanOrEqual(width + 0.001);
    const previous = boxes[index - 1];
    if (previous) expect(box.left - previous.right).toBeGreaterThanOrEqual(MIN_GAP);
  });
}

describe('chooseTimeTicks', () => {
  it('labels every other hour of five hourly points in the drawer, both ends included (every hour overlapped)', () => {
    const { labels, boxes, ticks } = ticksFor([START, START + 4 * HOUR], DRAWER);
    expect(labels).toEqual(['Dec 3, 07:00', 'Dec 3, 09:00', 'Dec 3, 11:00']);
    expectApartAndInside(boxes, DRAWER);
    // The last label is flush with the chart's right edge; the others sit centred on their ticks.
    expect(ticks.map((tick) => tick.anchor)).toEqual(['middle', 'middle', 'end']);
    expect(boxes.at(-1)?.right).toBeCloseTo(DRAWER);
  });

  it('keeps the plain interval when it fits: hourly labels in a wide chart', () => {
    const { labels, boxes } = ticksFor([START, START + 4 * HOUR], 900);
    expect(labels).toEqual(['Dec 3, 07:00', 'Dec 3, 08:00', 'Dec 3, 09:00', 'Dec 3, 10:00', 'Dec 3, 11:00']);
    expectApartAndInside(boxes, 900);
  });

  it('moves a label that would cross the left edge just inside it', () => {
    const midnight = Date.UTC(2026, 11, 3);
    const { ticks, boxes } = ticksFor([midnight, midnight + 2 * DAY], 300, DATE, { ...RISK_CHART_MARGIN, left: 10 });
    expect(ticks[0]?.anchor).toBe('start');
    expect(boxes[0]?.left).toBeCloseTo(0);
  });

  it('never repeats a label: a date axis over a day and a half labels each day once', () => {
    // Every 12 hours would say "Dec 3, Dec 4, Dec 4"; midnight alone only "Dec 4". Every other noon:
    const { labels, ticks } = ticksFor([START, START + 36 * HOUR], DRAWER, DATE, RISK_CHART_MARGIN);
    expect(labels).toEqual(['Dec 3', 'Dec 4']);
    expect(ticks.map((tick) => tick.value.getUTCHours())).toEqual([12, 12]);
    expect(new Set(ticksFor([START, START + 6 * DAY], PHONE, DATE, RISK_CHART_MARGIN).labels).size).toBeGreaterThan(1);
  });

  it('labels the span’s two ends where no two round times fit: two years on a phone, every year "Jan 1, 00:00"', () => {
    const { labels } = ticksFor([START, START + 730 * DAY], PHONE);
    expect(labels).toEqual(['Dec 3, 07:00', 'Dec 2, 07:00']);
  });

  it('labels a single point’s hour window on round times around it', () => {
    const { labels } = ticksFor([START - HOUR / 2, START + HOUR / 2], PHONE);
    expect(labels).toContain('Dec 3, 07:00');
    expect(labels.length).toBeGreaterThanOrEqual(2);
  });

  it('labels nothing when not even one label fits the chart', () => {
    expect(ticksFor([START, START + 4 * HOUR], 60).ticks).toEqual([]);
  });

  const spans: Record<string, [number, number]> = {
    'two points an hour apart': [START, START + HOUR],
    'five hours': [START, START + 4 * HOUR],
    'two days of hours': [START, START + 47 * HOUR],
    'a week of hours (168 points)': [START, START + 167 * HOUR],
    '500 hourly points': [START, START + 499 * HOUR],
    'three months': [START, START + 90 * DAY],
    'two years': [START, START + 730 * DAY],
  };
  const formats = { en: TIME_OF_DAY, ja: JA_TIME_OF_DAY, 'en dates': DATE };

  describe.each(Object.entries(formats))('at any width and span (%s)', (_, format) => {
    it.each(Object.entries(spans))('%s: labels apart, inside the chart, no neighbours alike, at least two from a phone up', (__, span) => {
      for (const width of [240, PHONE, 418, DRAWER, 700, 1200]) {
        const { labels, boxes, ticks } = ticksFor(span, width, format);
        expectApartAndInside(boxes, width);
        labels.forEach((label, index) => expect(label).not.toBe(labels[index - 1]));
        for (const tick of ticks) expect(tick.value.getTime()).toBeGreaterThanOrEqual(span[0]);
        for (const tick of ticks) expect(tick.value.getTime()).toBeLessThanOrEqual(span[1]);
        if (width >= PHONE && format !== DATE) expect(labels.length).toBeGreaterThanOrEqual(2);
      }
    });
  });
});
