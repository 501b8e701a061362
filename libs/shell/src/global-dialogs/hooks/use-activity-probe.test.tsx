import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '@soc/testing';
import { FullScreenOverlay } from '../components/full-screen-overlay.tsx';
import { ACTIVITY_POLL_MS, POINTER_CAPTURE_MS, UIC_ACTIVITY_EVENT, useActivityProbe } from './use-activity-probe.ts';

// The first Chakra dialog of a file takes seconds to render on a busy shared core.
vi.setConfig({ testTimeout: 20_000 });

function listenForActivity() {
  const seen = vi.fn();
  window.addEventListener(UIC_ACTIVITY_EVENT, seen);
  return { seen, stop: () => window.removeEventListener(UIC_ACTIVITY_EVENT, seen) };
}

describe('useActivityProbe', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('captures the pointer for 20 ms every 5000 ms', () => {
    const { result } = renderHook(() => useActivityProbe(true));
    expect(ACTIVITY_POLL_MS).toBe(5000);
    expect(POINTER_CAPTURE_MS).toBe(20);
    act(() => void vi.advanceTimersByTime(4999));
    expect(result.current.capturing).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.capturing).toBe(true);
    act(() => void vi.advanceTimersByTime(19));
    expect(result.current.capturing).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.capturing).toBe(false);
    act(() => void vi.advanceTimersByTime(4980));
    expect(result.current.capturing).toBe(true);
  });

  it('reports a pointer seen in the window once, as the uicActivity window event', () => {
    const { seen, stop } = listenForActivity();
    const { result } = renderHook(() => useActivityProbe(true));
    result.current.coverHandlers.onPointerMove();
    expect(seen).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(5000));
    result.current.coverHandlers.onPointerMove();
    result.current.coverHandlers.onPointerDown();
    result.current.coverHandlers.onWheel();
    expect(seen).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(20));
    result.current.coverHandlers.onPointerMove();
    expect(seen).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(4980));
    result.current.coverHandlers.onPointerMove();
    expect(seen).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does nothing while inactive and stops when deactivated', () => {
    const { result, rerender } = renderHook(({ active }) => useActivityProbe(active), { initialProps: { active: false } });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.capturing).toBe(false);
    rerender({ active: true });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.capturing).toBe(true);
    rerender({ active: false });
    expect(result.current.capturing).toBe(false);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.capturing).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('FullScreenOverlay', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('frames the page above everything and turns its cover on for 20 ms every 5000 ms', async () => {
    const { seen, stop } = listenForActivity();
    renderWithProviders(<FullScreenOverlay page={{ status: 'allowed', src: '/app/iam2/users_preference' }} onClose={() => undefined} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    const frame = screen.getByTitle('Console page');
    expect(frame).toHaveAttribute('src', '/app/iam2/users_preference');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(getComputedStyle(screen.getByTestId('full-screen-overlay').parentElement!).zIndex).toBe('1500');
    const cover = screen.getByTestId('activity-cover');
    expect(cover).toHaveAttribute('data-capturing', 'false');
    expect(getComputedStyle(cover).pointerEvents).toBe('none');

    await act(async () => void (await vi.advanceTimersByTimeAsync(5000)));
    expect(cover).toHaveAttribute('data-capturing', 'true');
    expect(getComputedStyle(cover).pointerEvents).toBe('auto');
    fireEvent.pointerMove(cover);
    expect(seen).toHaveBeenCalledTimes(1);

    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(cover).toHaveAttribute('data-capturing', 'false');
    fireEvent.pointerMove(cover);
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });
});
