import { act } from '@testing-library/react';
import { sliceScheduler } from '@soc/ui';
import { onTestFinished, vi } from 'vitest';

/**
 * Holds the slices `useRenderedInSlices` schedules, so a test runs them one by one; the real scheduler
 * is back when the test ends.
 */
export function holdSlices() {
  const queue: (() => void)[] = [];
  const spy = vi.spyOn(sliceScheduler, 'schedule').mockImplementation((run) => {
    queue.push(run);
    return () => void queue.splice(queue.indexOf(run), 1);
  });
  onTestFinished(() => spy.mockRestore());
  return {
    /** Slices waiting to run. */
    pending: () => queue.length,
    /** Runs the next slice (and the render it causes). */
    next: () => act(() => queue.shift()?.()),
    /** Runs slices until none is left. */
    runAll: () => {
      while (queue.length) act(() => queue.shift()?.());
    },
  };
}
