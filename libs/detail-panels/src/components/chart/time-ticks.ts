// Which times the bottom axis of a detail-panel chart labels, and where each label sits. d3 picks round
// times but not how many labels fit: with five hourly points in the drawer it labelled every hour, and
// the last label, pulled left to stay inside the chart, lay on its neighbour. Pure, so the tests need
// no rendering.

/** What the chooser reads of a d3 time scale (`timeValueScales().xScale`). */
export interface TimeAxisScale {
  (value: Date): number;
  domain(): Date[];
  range(): number[];
  ticks(count: number): Date[];
}

export interface TimeTick {
  value: Date;
  /**
   * How its label is anchored: centred on the tick, or, where that would cut it at the chart's edge,
   * flush with that edge (`dx` px away from the tick).
   */
  anchor: 'start' | 'middle' | 'end';
  dx: number;
}

export interface TimeTickOptions {
  scale: TimeAxisScale;
  /** A tick's label. */
  format: (value: Date) => string;
  /** A label's width, px (`estimateLabelWidth`). */
  measure: (label: string) => number;
  /** The chart's width, margins included: every label stays within 0…width. */
  width: number;
  /** The least room between two labels, px. */
  minGap?: number;
}

/** Room between two labels: about a character and a half, so two dates never read as one. */
const MIN_GAP = 16;

interface PlacedTick extends TimeTick {
  label: string;
  left: number;
  right: number;
}

/** A label centred on its tick, or moved just inside the edge it would cross. */
function place(value: Date, x: number, label: string, labelWidth: number, width: number): PlacedTick {
  const half = labelWidth / 2;
  if (x - half < 0) return { value, label, anchor: 'start', dx: -x, left: 0, right: labelWidth };
  if (x + half > width) return { value, label, anchor: 'end', dx: width - x, left: width - labelWidth, right: width };
  return { value, label, anchor: 'middle', dx: 0, left: x - half, right: x + half };
}

/** Every `step`-th value, the ones left over split between both ends (so both ends stay labelled where they can). */
function everyNth<T>(values: readonly T[], step: number): T[] {
  const offset = Math.floor(((values.length - 1) % step) / 2);
  return values.filter((_, index) => index >= offset && (index - offset) % step === 0);
}

/**
 * How good a choice of labels is, compared item by item: more labels, then a plain d3 interval (round
 * times: 09:00, 12:00 rather than every other hour), then less thinning.
 */
const rank = (labels: number, step: number) => [labels, step === 1 ? 1 : 0, -step];

function outranks(a: readonly number[], b: readonly number[]): boolean {
  const index = a.findIndex((value, i) => value !== b[i]);
  return index >= 0 && (a[index] ?? 0) > (b[index] ?? 0);
}

/**
 * Round times for the time axis: d3's ticks (hours, days, months…), or every 2nd, 4th… of them (a
 * doubled d3 interval is still round: 2 h, 12 h, 6 months), whose labels all fit inside the chart, each
 * at least `minGap` px from the next, and no two neighbours the same text (a date repeated on the hours
 * of one day says nothing). Of those the best by `rank`; the span's ends where no two round times
 * fit; nothing when not even one label fits the chart.
 */
export function chooseTimeTicks({ scale, format, measure, width, minGap = MIN_GAP }: TimeTickOptions): TimeTick[] {
  const labels = new Map<number, { label: string; width: number }>();
  const labelOf = (value: Date) => {
    let entry = labels.get(value.getTime());
    if (!entry) {
      const label = format(value);
      entry = { label, width: measure(label) };
      labels.set(value.getTime(), entry);
    }
    return entry;
  };
  const layout = (values: readonly Date[]) =>
    values.map((value) => {
      const { label, width: labelWidth } = labelOf(value);
      return place(value, scale(value), label, labelWidth, width);
    });
  const fits = (ticks: readonly PlacedTick[]) =>
    ticks.every((tick, index) => {
      const previous = ticks[index - 1];
      if (tick.right - tick.left > width) return false;
      return !previous || (tick.left - previous.right >= minGap && tick.label !== previous.label);
    });

  const [start, end] = scale.domain();
  if (!start || !end) return [];
  const [rangeStart = 0, rangeEnd = 0] = scale.range();
  const typicalWidth = labelOf(start).width;
  const most = Math.max(1, Math.floor((rangeEnd - rangeStart) / (typicalWidth + minGap)) + 1);

  let best: PlacedTick[] = [];
  let bestRank = rank(0, Infinity);
  const consider = (values: readonly Date[]) => {
    // The first step that fits gives this set's best choice.
    for (let step = 1; step < 2 * values.length; step *= 2) {
      const ticks = layout(everyNth(values, step));
      if (!fits(ticks)) continue;
      const ticksRank = rank(ticks.length, step);
      if (outranks(ticksRank, bestRank)) {
        best = ticks;
        bestRank = ticksRank;
      }
      return;
    }
  };

  const seen = new Set<string>();
  // Finer intervals than fit too: every 2nd or 4th of them may fit where no coarser interval gives two
  // different labels (over two years, years are each "Jan 1"; every 2nd quarter is not).
  for (let count = 2 * most; count >= 1; count -= 1) {
    const values = scale.ticks(count);
    const key = values.map(Number).join();
    if (values.length === 0 || seen.has(key)) continue;
    seen.add(key);
    consider(values);
  }
  // No two round times to label (years each "Jan 1, 00:00"): the span's two ends say where it starts and stops.
  if (best.length < 2) consider([start, end]);
  return best.map(({ value, anchor, dx }) => ({ value, anchor, dx }));
}
