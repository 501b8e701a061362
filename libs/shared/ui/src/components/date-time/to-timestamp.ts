import { isDateMs } from '@soc/util';

/** A point in time as the APIs send it: ISO 8601 text, epoch milliseconds, or a Date. */
export type DateInput = Date | number | string | null | undefined;

const asTime = (ms: number): number | null => (isDateMs(ms) ? ms : null);

/** Epoch milliseconds, or null when the input is missing or not a valid time (also one no date can hold). */
export function toTimestamp(value: DateInput): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return asTime(value.getTime());
  if (typeof value === 'number') return asTime(value);
  const text = value.trim();
  if (text === '') return null;
  // Digits only: epoch milliseconds sent as text.
  return asTime(/^\d+$/.test(text) ? Number(text) : Date.parse(text));
}
