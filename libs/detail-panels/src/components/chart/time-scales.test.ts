import { timeDomain, timeValueScaleConfigs, timeValueScales } from './time-scales.ts';

const HOUR = 3_600_000;

describe('timeDomain', () => {
  it('keeps the window around a single point at the very end of dates inside the dates (an invalid date throws when formatted)', () => {
    const [start, end] = timeDomain([{ time: 8.64e15 }], HOUR) ?? [];
    expect(end?.getTime()).toBe(8.64e15);
    expect(start?.getTime()).toBe(8.64e15 - HOUR / 2);
    expect(() => end?.toISOString()).not.toThrow();
  });

  it('spans the first to the last point', () => {
    expect(timeDomain([{ time: 0 }, { time: 5 * HOUR }], HOUR)).toEqual([new Date(0), new Date(5 * HOUR)]);
  });

  it('centres a single point in the window', () => {
    expect(timeDomain([{ time: 10 * HOUR }], 2 * HOUR)).toEqual([new Date(9 * HOUR), new Date(11 * HOUR)]);
  });

  it('has nothing to span without points', () => {
    expect(timeDomain([], HOUR)).toBeUndefined();
  });
});

describe('timeValueScales', () => {
  const margin = { top: 10, right: 20, bottom: 30, left: 40 };
  const xDomain: [Date, Date] = [new Date(0), new Date(HOUR)];

  it('maps time across and the value upwards inside the margins', () => {
    const { xScale, yScale } = timeValueScales(xDomain, [0, 100], 400, 200, margin);
    expect(xScale.range()).toEqual([40, 380]);
    expect(yScale(0)).toBe(170);
    expect(yScale(100)).toBe(10);
  });

  it('never inverts the ranges of a tiny chart', () => {
    const { xScale, yScale } = timeValueScales(xDomain, [0, 100], 10, 10, margin);
    expect(xScale.range()).toEqual([40, 40]);
    expect(yScale.range()).toEqual([10, 10]);
  });

  it('gives XYChart the same fixed domains', () => {
    const configs = timeValueScaleConfigs(xDomain, [0, 100]);
    expect(configs.xScale).toEqual({ type: 'time', domain: xDomain });
    expect(configs.yScale).toEqual({ type: 'linear', domain: [0, 100], zero: true, nice: false });
  });
});
