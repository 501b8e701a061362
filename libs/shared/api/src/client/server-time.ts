// One reading of the times servers send (panels, notifications, pre-release): epoch milliseconds or
// seconds, ISO 8601 text, or a calendar date. The specification fixes only "ms" for notifications;
// the rest is read the way an analyst would expect, the same in every time zone (README: **Times**).
import { isShownTimeMs } from '@soc/util';

/** A moment (epoch ms), or a calendar day the server sent without a time (`YYYY-MM-DD`). */
export type ServerTime = { kind: 'instant'; ms: number } | { kind: 'date'; date: string };

// Epoch values below this are seconds (external reports use them), above it milliseconds:
// 1e11 s is the year 5138, 1e11 ms is 1973 — no real time is ambiguous.
const SECONDS_LIMIT = 1e11;

const EPOCH = /^\d+(\.\d+)?$/;
/** A calendar day: 2026-11-19 (also written 2026/11/19). */
const CALENDAR_DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;
/** ISO 8601 date and time, with or without seconds, fraction and offset; a space may stand for the T. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
/** An HTTP or e-mail date, which names its zone: "Thu, 19 Nov 2026 10:00:00 GMT", "19 Nov 2026 19:00 +0900". */
const ZONED_TEXT = /^(?:[A-Z][a-z]{2},\s*)?\d{1,2}\s+[A-Z][a-z]{2}\s+\d{4}\s+\d{2}:\d{2}(?::\d{2})?\s+(?:GMT|UTC|[+-]\d{4})$/;

/** The day exists (no 2026-02-30): the parsed day must be the one written. */
function isRealDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** `Z`, or an offset as ECMAScript reads it (+09:00): `+09` and `+0900` are written so too. */
function offsetText(offset: string): string {
  if (offset.toUpperCase() === 'Z') return 'Z';
  const digits = offset.slice(1).replace(':', '').padEnd(4, '0');
  return `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2)}`;
}

function instant(ms: number): ServerTime | undefined {
  return isShownTimeMs(ms) ? { kind: 'instant', ms } : undefined;
}

function fromText(text: string): ServerTime | undefined {
  const day = CALENDAR_DATE.exec(text);
  if (day) {
    const [, year = '', month = '', date = ''] = day;
    if (!isRealDay(year, month, date)) return undefined;
    const iso = `${year}-${month}-${date}`;
    return instant(Date.parse(iso)) && { kind: 'date', date: iso };
  }
  const dateTime = ISO_DATE_TIME.exec(text);
  if (dateTime) {
    const [, year = '', month = '', date = '', hours, minutes, seconds = '00', fraction = '0', offset] = dateTime;
    if (!isRealDay(year, month, date)) return undefined;
    // A server time without an offset is UTC: read as local time it would name another moment in
    // every time zone, and two analysts comparing it would disagree.
    const zone = offset ? offsetText(offset) : 'Z';
    return instant(Date.parse(`${year}-${month}-${date}T${hours}:${minutes}:${seconds}.${fraction.slice(0, 3).padEnd(3, '0')}${zone}`));
  }
  return ZONED_TEXT.test(text) ? instant(Date.parse(text)) : undefined;
}

/**
 * How an epoch number is read: `auto` takes one below 1e11 for seconds (external reports send them);
 * `ms` reads milliseconds only, where the specification says so (notifications), so a small number
 * stays the placeholder it is instead of becoming a time a century away.
 */
export type EpochUnit = 'auto' | 'ms';

/**
 * A time as the server sent it, or `undefined` for no time: missing, unreadable (a day that does not
 * exist, text in no known shape), or a placeholder (0, negative, before 1971, after 9999).
 */
export function parseServerTime(value: unknown, unit: EpochUnit = 'auto'): ServerTime | undefined {
  if (typeof value === 'number') return instant(unit === 'auto' && value < SECONDS_LIMIT ? value * 1000 : value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (EPOCH.test(text)) return parseServerTime(Number(text), unit);
  return text ? fromText(text) : undefined;
}

/** Epoch milliseconds of a server time (a calendar day counts from its UTC midnight), or `undefined`. */
export function serverTimeMs(value: unknown, unit: EpochUnit = 'auto'): number | undefined {
  const time = parseServerTime(value, unit);
  if (!time) return undefined;
  return time.kind === 'instant' ? time.ms : Date.parse(time.date);
}

/** A server time as text a `<time>` can hold: an ISO instant (UTC), or the calendar day as sent. */
export function serverTimeText(value: unknown): string | undefined {
  const time = parseServerTime(value);
  if (!time) return undefined;
  return time.kind === 'instant' ? new Date(time.ms).toISOString() : time.date;
}

/**
 * The calendar day a server time names (`YYYY-MM-DD`), for fields that are days (a release date): a
 * day sent as such; ISO text, the day written, in its own offset (Tokyo midnight sent as
 * `2026-12-01T00:00:00+09:00` is 1 December, not the UTC day before); an epoch number, and an HTTP or
 * e-mail date, its UTC day.
 */
export function serverCalendarDay(value: unknown): string | undefined {
  const time = parseServerTime(value);
  if (!time) return undefined;
  if (time.kind === 'date') return time.date;
  const written = typeof value === 'string' ? ISO_DATE_TIME.exec(value.trim()) : null;
  if (written) return `${written[1]}-${written[2]}-${written[3]}`;
  return new Date(time.ms).toISOString().slice(0, 10);
}
