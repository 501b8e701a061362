import { CLOCK_TICK_MS, createClockValue } from './use-clock.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a value derived from the clock', () => {
  it('tells no one while the selected value stays the same (a time zone offset for hours)', () => {
    const offset = createClockValue(() => 'UTC+09:00', () => Date.now());
    const listener = vi.fn();
    const stop = offset.subscribe(listener);
    vi.advanceTimersByTime(3_600 * CLOCK_TICK_MS);
    expect(listener).not.toHaveBeenCalled();
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells its listeners once per change of the selected value', () => {
    const minute = createClockValue((time) => Math.floor(time / 60_000), () => Date.now());
    const first = minute.read();
    const listener = vi.fn();
    minute.subscribe(listener);
    vi.advanceTimersByTime(180 * CLOCK_TICK_MS);
    expect(minute.read()).toBe(first + 3);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
