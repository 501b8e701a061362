// A deadline kept against the wall clock (spec 000 §4.2, issue 4 "deadlines computed from the wall
// clock"). A hidden tab's timers are throttled and may fire late, early or in bursts; the action runs
// on the first check at or after `at`, whichever fires it: its own timer, a re-check on
// `visibilitychange`, or an explicit `check()`.

import type { Clock, Timeouts } from '@soc/util';

/** What a deadline reads and arms: the wall clock and one-shot timers. */
export type DeadlineClock = Clock & Timeouts;

export interface Deadline {
  readonly at: number;
  /** Runs the action if its time has come (returns true then, or if it already ran). */
  check: () => boolean;
  cancel: () => void;
}

/**
 * Arms a timer for `at`. With `maxStepMs` the timer wakes at least that often to compare the clock
 * again (a "tick"), so a deadline whose timer was starved still acts within one step of its time.
 */
export function createDeadline(clock: DeadlineClock, at: number, action: () => void, maxStepMs?: number): Deadline {
  let timer: unknown;
  let done = false;

  const arm = () => {
    // Whole milliseconds, rounded up: a fractional wait (31 492.8 ms) would be cut short by the
    // timer and need a second, 0 ms timer to reach its time.
    const wait = Math.max(0, Math.ceil(at - clock.now()));
    timer = clock.setTimeout(check, maxStepMs === undefined ? wait : Math.min(wait, maxStepMs));
  };

  function check(): boolean {
    if (done) return true;
    clock.clearTimeout(timer);
    if (clock.now() >= at) {
      done = true;
      action();
      return true;
    }
    arm();
    return false;
  }

  arm();
  return {
    at,
    check,
    cancel: () => {
      done = true;
      clock.clearTimeout(timer);
    },
  };
}
