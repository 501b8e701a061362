// How a countdown is shown and what the live region says. The visible countdown changes every
// second and is not live; the announcement changes only at thresholds, so screen readers hear a
// handful of updates, not one a second.
import { isExactSecondsMode } from './phases.ts';

/** Seconds-mode announcements: at 60, 30 and 10 seconds left. */
const ANNOUNCE_AT_S = [60, 30, 10] as const;

export type Announcement = { unit: 'minutes'; value: number } | { unit: 'seconds'; value: number };

/** `m:ss`, e.g. 290 → "4:50". */
export function formatMinutesSeconds(secondsLeft: number): string {
  const s = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * What the live region says for `secondsLeft`: whole minutes (rounded up) above 60 s, else the
 * nearest threshold at or above the seconds left. Equal values are not re-announced.
 */
export function announcementFor(secondsLeft: number): Announcement {
  const s = Math.max(0, Math.ceil(secondsLeft));
  if (!isExactSecondsMode(s)) return { unit: 'minutes', value: Math.ceil(s / 60) };
  const threshold = [...ANNOUNCE_AT_S].reverse().find((t) => s <= t) ?? ANNOUNCE_AT_S[0];
  return { unit: 'seconds', value: threshold };
}
