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
    createDeadline(clock(), 3500, action, 1000);
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
});
