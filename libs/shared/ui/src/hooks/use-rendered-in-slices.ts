import { startTransition, useEffect, useState } from 'react';

/** Runs the next slice in a task of its own; returns a cancel. Replaceable in tests. */
export const sliceScheduler = {
  schedule(run: () => void): () => void {
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  },
};

/**
 * How many of `goal` entries to render: `slice` at first, then `slice` more per task, each as a
 * transition, until all are there. A long list never renders in one long task, and what is already
 * rendered does not render again (memoise the entries). A new `restartKey` (say, a layout every entry
 * draws differently) starts again from one slice, so that change also costs one slice, not the list.
 */
export function useRenderedInSlices(goal: number, slice: number, restartKey?: unknown): number {
  const [state, setState] = useState({ key: restartKey, count: slice });
  let count = state.count;
  if (!Object.is(state.key, restartKey)) {
    // Reset while rendering (React's "adjusting state when a prop changes"): no frame draws the old count.
    count = slice;
    setState({ key: restartKey, count });
  }
  const filling = count < goal;
  useEffect(() => {
    if (!filling) return undefined;
    return sliceScheduler.schedule(() => startTransition(() => setState((current) => ({ ...current, count: Math.min(current.count + slice, goal) }))));
  }, [filling, count, goal, slice]);
  return Math.min(count, goal);
}
