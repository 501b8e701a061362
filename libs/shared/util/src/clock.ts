// The time sources the engines take, so tests drive them with a fake clock instead of sleeping.

/** The wall clock, in epoch milliseconds. */
export interface Clock {
  now: () => number;
}

/** One-shot timers (the socket's back-off, a deadline). */
export interface Timeouts {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The system clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** The page's own timers, looked up at call time: fake timers a test installs after an engine was built still apply. */
export const browserTimeouts: Timeouts = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Whole seconds left until `deadline`, rounded up and never negative: 0 once it is reached, or when there is none. */
export function secondsUntil(deadline: number | null | undefined, now: number): number {
  if (deadline == null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The furthest a JavaScript date reaches either side of 1970 (ECMA-262 §21.4.1.1); beyond it, formatting a date throws. */
export const MAX_DATE_MS = 8.64e15;

/** Epoch milliseconds that a date can hold: finite and within ±`MAX_DATE_MS`. */
export const isDateMs = (ms: number): boolean => Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS;

/** Before this (1971-01-01 UTC) a time is a placeholder (0, -1, a small count, a year-1 "zero date"), not a moment. */
const EARLIEST_SHOWN_TIME_MS = Date.UTC(1971, 0, 1);
/** The end of the year 9999, the last an ISO date writes with four digits. */
const LATEST_SHOWN_TIME_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Epoch milliseconds worth showing as a moment: from 1971 to the end of 9999; else the time is "no time". */
export const isShownTimeMs = (ms: number): boolean => Number.isFinite(ms) && ms >= EARLIEST_SHOWN_TIME_MS && ms <= LATEST_SHOWN_TIME_MS;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day without a time, as the API keeps one (`2026-11-19`): its year, month (1–12) and day; else undefined. */
export function calendarDayParts(value: unknown): [year: number, month: number, day: number] | undefined {
  const match = typeof value === 'string' ? CALENDAR_DAY.exec(value.trim()) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}
