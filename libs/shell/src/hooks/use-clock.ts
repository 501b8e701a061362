import { useEffect, useState } from 'react';

/** Spec 000 §9: the header clock ticks every second. */
export const CLOCK_TICK_MS = 1000;

export interface ClockOptions {
  /** Source of the current time in ms; injectable so stories show a fixed instant. */
  now?: () => number;
  /** `false` freezes the clock at `now()` (stories and visual baselines). */
  ticking?: boolean;
}

const systemNow = () => Date.now();
const instant = (time: number) => time;

/**
 * A value derived from the current time, refreshed every second while `ticking`. A component that
 * shows only part of the time (an offset, a date) re-renders only when that part changes: setting
 * the same value again is skipped by React. `select` must be stable (memoised).
 */
export function useClockValue<T>(select: (time: number) => T, { now = systemNow, ticking = true }: ClockOptions = {}): T {
  const [value, setValue] = useState(() => select(now()));
  useEffect(() => {
    if (!ticking) return undefined;
    const id = setInterval(() => setValue(select(now())), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, [now, ticking, select]);
  return ticking ? value : select(now());
}

/** The current time, refreshed every second while `ticking`. */
export function useClock(options: ClockOptions = {}): number {
  return useClockValue(instant, options);
}
