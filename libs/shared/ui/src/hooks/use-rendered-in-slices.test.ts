import { act, renderHook } from '@testing-library/react';
import { sliceScheduler, useRenderedInSlices } from './use-rendered-in-slices.ts';

function queuedSlices() {
  const queue: (() => void)[] = [];
  const spy = vi.spyOn(sliceScheduler, 'schedule').mockImplementation((run) => {
    queue.push(run);
    return () => void queue.splice(queue.indexOf(run), 1);
  });
  return { queue, next: () => act(() => queue.shift()?.()), restore: () => spy.mockRestore() };
}

describe('useRenderedInSlices', () => {
  it('renders one slice, then one more per task until the goal', () => {
    const slices = queuedSlices();
    try {
      const { result } = renderHook(() => useRenderedInSlices(25, 10));
      expect(result.current).toBe(10);
      slices.next();
      expect(result.current).toBe(20);
      slices.next();
      expect(result.current).toBe(25);
      expect(slices.queue).toHaveLength(0);
    } finally {
      slices.restore();
    }
  });

  it('schedules nothing for a list within one slice', () => {
    const slices = queuedSlices();
    try {
      const { result } = renderHook(() => useRenderedInSlices(7, 10));
      expect(result.current).toBe(7);
      expect(slices.queue).toHaveLength(0);
    } finally {
      slices.restore();
    }
  });

  it('starts again from one slice when the restart key changes, and follows a longer or shorter goal', () => {
    const slices = queuedSlices();
    try {
      const { result, rerender } = renderHook(({ goal, key }) => useRenderedInSlices(goal, 10, key), { initialProps: { goal: 30, key: 'wide' } });
      slices.next();
      slices.next();
      expect(result.current).toBe(30);
      rerender({ goal: 30, key: 'rail' });
      expect(result.current).toBe(10);
      rerender({ goal: 5, key: 'rail' });
      expect(result.current).toBe(5);
      rerender({ goal: 40, key: 'rail' });
      slices.next();
      expect(result.current).toBe(20);
    } finally {
      slices.restore();
    }
  });

  it('cancels the pending slice on unmount', () => {
    const slices = queuedSlices();
    try {
      const { unmount } = renderHook(() => useRenderedInSlices(100, 10));
      expect(slices.queue).toHaveLength(1);
      unmount();
      expect(slices.queue).toHaveLength(0);
    } finally {
      slices.restore();
    }
  });
});
