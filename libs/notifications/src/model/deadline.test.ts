import { createDeadline } from './deadline.ts';

const clock = () => ({ now: () => Date.now(), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) });

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('createDeadline', () => {
  it('acts exactly at its time, once', () => {
    const action = vi.fn();
    const deadline = createDeadline(clock(), 5000, action);
    vi.advanceTimersByTime(4999);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
    expect(deadline.check()).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('acts on a check once the wall clock passed its time, even if its timer did not fire', () => {
    const action = vi.fn();
    const deadline = createDeadline(clock(), 90_000, action);
    vi.setSystemTime(95_000); // the clock moved, no timer ran
    expect(deadline.check()).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('re-arms when woken early, and ticks at most every step', () => {
    const action = vi.fn();
    createDeadline(clock(), 3500, action, { maxStepMs: 1000 });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(action).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing once cancelled', () => {
    const action = vi.fn();
    const deadline = createDeadline(clock(), 1000, action);
    deadline.cancel();
    vi.advanceTimersByTime(5000);
    expect(deadline.check()).toBe(true);
    expect(action).not.toHaveBeenCalled();
  });

  describe('when the wall clock is set back, the wait keeps its length', () => {
    const HOUR = 3_600_000;
    const setBack = (ms: number) => vi.setSystemTime(Date.now() - ms);

    it('acts when its timer ran the whole wait, not when the clock reaches the old time again', () => {
      const action = vi.fn();
      createDeadline(clock(), 90_000, action);
      vi.advanceTimersByTime(30_000);
      setBack(HOUR);
      vi.advanceTimersByTime(59_999);
      expect(action).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(action).toHaveBeenCalledTimes(1);
    });

    it('keeps its timer through a check made after the clock went back', () => {
      const action = vi.fn();
      const deadline = createDeadline(clock(), 90_000, action);
      vi.advanceTimersByTime(30_000);
      setBack(HOUR);
      expect(deadline.check()).toBe(false);
      vi.advanceTimersByTime(60_000);
      expect(action).toHaveBeenCalledTimes(1);
    });

    it('moves back on the next tick and says where to', () => {
      const action = vi.fn();
      const onMove = vi.fn();
      createDeadline(clock(), 90_000, action, { maxStepMs: 1000, onMove });
      vi.advanceTimersByTime(30_500);
      setBack(HOUR);
      vi.advanceTimersByTime(500);
      expect(onMove).toHaveBeenCalledExactlyOnceWith(90_000 - HOUR);
      vi.advanceTimersByTime(58_999);
      expect(action).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(action).toHaveBeenCalledTimes(1);
      expect(onMove).toHaveBeenCalledTimes(1);
    });
  });
});
