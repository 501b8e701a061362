import { useEffect, useRef, useState } from 'react';

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
 * shows only part of the time (an offset, a date) re-renders only when that part changes. The value
 * is set only when it changed: React keeps every update of a component that then does not render
 * (react#28981), so setting the same offset each second grew the heap for as long as the page was open.
 * `select` must be stable (memoised).
 */
export function useClockValue<T>(select: (time: number) => T, { now = systemNow, ticking = true }: ClockOptions = {}): T {
  const [value, setValue] = useState(() => select(now()));
  const shown = useRef(value);
  shown.current = value;
  useEffect(() => {
    if (!ticking) return undefined;
    const id = setInterval(() => {
      const next = select(now());
      if (Object.is(next, shown.current)) return;
      shown.current = next;
      setValue(next);
    }, CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, [now, ticking, select]);
  return ticking ? value : select(now());
}

/** The current time, refreshed every second while `ticking`. */
export function useClock(options: ClockOptions = {}): number {
  return useClockValue(instant, options);
}
