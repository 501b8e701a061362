import { renderHook } from '@testing-library/react';
import { useCarouselJump } from './use-carousel-jump.ts';

describe('useCarouselJump (spec 002 §4, §9: retry every 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('jumps at once when the carousel is ready', () => {
    const jump = vi.fn();
    renderHook(() => useCarouselJump({ slideNumber: 3 }, () => true, jump));
    expect(jump).toHaveBeenCalledTimes(1);
  });

  it('retries every 200 ms until the carousel is ready, then stops', () => {
    let ready = false;
    const isReady = vi.fn(() => ready);
    const jump = vi.fn();
    renderHook(() => useCarouselJump({ slideNumber: 3 }, isReady, jump));
    expect(isReady).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(isReady).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(isReady).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(400);
    expect(isReady).toHaveBeenCalledTimes(4);
    expect(jump).not.toHaveBeenCalled();
    ready = true;
    vi.advanceTimersByTime(200);
    expect(jump).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(isReady).toHaveBeenCalledTimes(5);
  });

  it('a new request jumps again; unmounting stops the retries', () => {
    const jump = vi.fn();
    const isReady = vi.fn(() => false);
    const { rerender, unmount } = renderHook(({ request }) => useCarouselJump(request, isReady, jump), { initialProps: { request: { slideNumber: 1 } } });
    isReady.mockReturnValue(true);
    rerender({ request: { slideNumber: 5 } });
    expect(jump).toHaveBeenCalledTimes(1);
    isReady.mockReturnValue(false);
    rerender({ request: { slideNumber: 6 } });
    unmount();
    const calls = isReady.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(isReady.mock.calls.length).toBe(calls);
  });
});
