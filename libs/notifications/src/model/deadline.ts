// A deadline kept against the wall clock (spec 000 §4.2, issue 4 "deadlines computed from the wall
// clock"). A hidden tab's timers are throttled and may fire late, early or in bursts; the action runs
// on the first check at or after `at`, whichever fires it: its own timer, a re-check on
// `visibilitychange`, or an explicit `check()`.
// The wall clock may also be set back (an NTP correction, a time-zone or DST slip, the user). A timer
// still measures the time that passed, so when its own timer fires with the clock showing less than
// that, the deadline moves back by the difference and keeps the length of its wait.

import type { Clock, Timeouts } from '@soc/util';

/** What a deadline reads and arms: the wall clock and one-shot timers. */
export type DeadlineClock = Clock & Timeouts;

export interface Deadline {
  /** Runs the action if its time has come (returns true then, or if it already ran). */
  check: () => boolean;
  cancel: () => void;
}

export interface DeadlineOptions {
  /**
   * The timer wakes at least this often to compare the clock again (a "tick"), so a deadline whose
   * timer was starved still acts within one step of its time.
   */
  maxStepMs?: number;
  /** Told the new `at` when a clock set back moved the deadline. */
  onMove?: (at: number) => void;
}

/** Arms a timer for `at`. */
export function createDeadline(clock: DeadlineClock, at: number, action: () => void, { maxStepMs, onMove }: DeadlineOptions = {}): Deadline {
  let due = at;
  let timer: unknown;
  let done = false;
  /** The clock when the timer was armed, and the timer's wait. */
  let armedAt = 0;
  let armedFor = 0;

  const arm = () => {
    armedAt = clock.now();
    // Whole milliseconds, rounded up: a fractional wait (31 492.8 ms) would be cut short by the
    // timer and need a second, 0 ms timer to reach its time.
    const wait = Math.max(0, Math.ceil(due - armedAt));
    armedFor = maxStepMs === undefined ? wait : Math.min(wait, maxStepMs);
    timer = clock.setTimeout(onTimer, armedFor);
  };

  const runIfDue = (): boolean => {
    if (done) return true;
    if (clock.now() < due) return false;
    done = true;
    clock.clearTimeout(timer);
    action();
    return true;
  };

  function onTimer() {
    const setBackBy = armedAt + armedFor - clock.now();
    if (setBackBy > 0 && !done) {
      due -= setBackBy;
      onMove?.(due);
    }
    if (!runIfDue()) arm();
  }

  arm();
  return {
    check: () => {
      if (runIfDue()) return true;
      // Woken before its time: re-arm for the time left, unless the clock went back since arming;
      // then only the running timer can tell by how much.
      if (clock.now() >= armedAt) {
        clock.clearTimeout(timer);
        arm();
      }
      return false;
    },
    cancel: () => {
      done = true;
      clock.clearTimeout(timer);
    },
  };
}
