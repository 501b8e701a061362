import type { Timeouts } from '@soc/util';

/**
 * Passes a value on at once, then at most one per `intervalMs`: the latest of those that came
 * meanwhile. A burst of socket frames shows a few times a second, not once a frame, and ends on
 * its last value.
 */
export function latestPerInterval<T>(timers: Timeouts, intervalMs: number, apply: (value: T) => void) {
  let timer: unknown;
  let waiting: { value: T } | null = null;
  const reopen = () => {
    timer = undefined;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    push(value);
  };
  function push(value: T): void {
    if (timer !== undefined) {
      waiting = { value };
      return;
    }
    apply(value);
    timer = timers.setTimeout(reopen, intervalMs);
  }
  return {
    push,
    /** Forgets a value still waiting (one that a newer truth replaced). */
    drop: () => {
      waiting = null;
    },
  };
}
