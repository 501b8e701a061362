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

/** The current time, refreshed every second while `ticking`. */
export function useClock({ now = systemNow, ticking = true }: ClockOptions = {}): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!ticking) return undefined;
    const id = setInterval(() => setTime(now()), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, [now, ticking]);
  return ticking ? time : now();
}
