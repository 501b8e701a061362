import { calendarDayParts, isShownTimeMs } from '@soc/util';

/** A point in time as the APIs send it: ISO 8601 text, epoch milliseconds, or a Date. */
export type DateInput = Date | number | string | null | undefined;

// A placeholder time (0, before 1971, after 9999) is no time, as the API reads them.
const asTime = (ms: number): number | null => (isShownTimeMs(ms) ? ms : null);

/** A calendar day sent without a time (`2026-11-19`): shown as that day in every time zone. */
export const isCalendarDate = (value: DateInput): value is string => calendarDayParts(value) !== undefined;

/** Epoch milliseconds (a calendar day: its UTC midnight), or null when the input is missing, a placeholder or not a time. */
export function toTimestamp(value: DateInput): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return asTime(value.getTime());
  if (typeof value === 'number') return asTime(value);
  const text = value.trim();
  if (text === '') return null;
  // Digits only: epoch milliseconds sent as text.
  return asTime(/^\d+$/.test(text) ? Number(text) : Date.parse(text));
}
