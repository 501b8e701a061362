import { browserTimeouts, calendarDayParts, isDateMs, MAX_DATE_MS, secondsUntil, systemClock } from './clock.ts';

describe('secondsUntil', () => {
  it('rounds up to whole seconds', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(1, 0)).toBe(1);
  });
  it('is 0 once the deadline is reached or passed, and with no deadline', () => {
    expect(secondsUntil(5_000, 5_000)).toBe(0);
    expect(secondsUntil(5_000, 9_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
    expect(secondsUntil(undefined, 0)).toBe(0);
  });
});

describe('isDateMs', () => {
  it('holds for the times a date can hold, up to ±8.64e15 ms, and nothing beyond', () => {
    expect([0, MAX_DATE_MS, -MAX_DATE_MS].map(isDateMs)).toEqual([true, true, true]);
    expect([MAX_DATE_MS + 1, 1e16, Number.NaN, Number.POSITIVE_INFINITY].map(isDateMs)).toEqual([false, false, false, false]);
  });
});

describe('browserTimeouts and systemClock', () => {
  afterEach(() => vi.useRealTimers());

  it('use the timers and clock of the moment they are called, so fake timers installed later drive them', () => {
    const fired = vi.fn();
    vi.useFakeTimers({ now: 1_000 });
    const handle = browserTimeouts.setTimeout(fired, 500);
    expect(systemClock.now()).toBe(1_000);
    vi.advanceTimersByTime(499);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    browserTimeouts.clearTimeout(handle);
    const cancelled = vi.fn();
    browserTimeouts.clearTimeout(browserTimeouts.setTimeout(cancelled, 10));
    vi.advanceTimersByTime(20);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('calendarDayParts', () => {
  it('reads a calendar day without a time, and nothing else', () => {
    expect(calendarDayParts(' 2026-11-19 ')).toEqual([2026, 11, 19]);
    for (const value of ['2026-11-19T00:00:00Z', '2026/11/19', '19-11-2026', '', undefined, 20261119]) expect(calendarDayParts(value)).toBeUndefined();
  });
});
