/** A point in time as the APIs send it: ISO 8601 text, epoch milliseconds, or a Date. */
export type DateInput = Date | number | string | null | undefined;

/** Epoch milliseconds, or null when the input is missing or not a valid time. */
export function toTimestamp(value: DateInput): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  // Digits only: epoch milliseconds sent as text.
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}
