import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now.ts';

describe('useNow', () => {
  it('ticks every tickMs from the given clock', () => {
    vi.useFakeTimers({ now: 1_000 });
    const { result } = renderHook(() => useNow(500));
    expect(result.current).toBe(1_000);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(1_500);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2_500);
  });

  it('reads the clock again when the page becomes visible (a hidden tab is throttled)', () => {
    let time = 0;
    const clock = () => time;
    const { result } = renderHook(() => useNow(60_000, clock));
    time = 42_000;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(42_000);
  });

  it('does not tick with tickMs null', () => {
    vi.useFakeTimers({ now: 1_000 });
    const { result } = renderHook(() => useNow(null));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(1_000);
  });
});
