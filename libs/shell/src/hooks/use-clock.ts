import { useMemo, useSyncExternalStore } from 'react';

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
 * A value derived from the clock, read every second while someone listens; listeners hear of it only
 * when it changed. React keeps every update of a component that then does not render (react#28981):
 * setting the same offset each second grew the heap for as long as the page was open.
 */
export function createClockValue<T>(select: (time: number) => T, now: () => number) {
  let value = select(now());
  return {
    read: () => value,
    subscribe(listener: () => void): () => void {
      const id = setInterval(() => {
        const next = select(now());
        if (Object.is(next, value)) return;
        value = next;
        listener();
      }, CLOCK_TICK_MS);
      return () => clearInterval(id);
    },
  };
}

const still = () => () => undefined;

/**
 * A value derived from the current time, refreshed every second while `ticking`. A component that
 * shows only part of the time (an offset, a date) renders again only when that part changes.
 * `select` must be stable (memoised).
 */
export function useClockValue<T>(select: (time: number) => T, { now = systemNow, ticking = true }: ClockOptions = {}): T {
  const clockValue = useMemo(() => createClockValue(select, now), [select, now]);
  const value = useSyncExternalStore(ticking ? clockValue.subscribe : still, clockValue.read, clockValue.read);
  return ticking ? value : select(now());
}

/** The current time, refreshed every second while `ticking`. */
export function useClock(options: ClockOptions = {}): number {
  return useClockValue(instant, options);
}
