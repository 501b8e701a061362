import { intlLocale, isLocale } from '@soc/i18n';
import { EMPTY_VALUE } from '../value-or-dash/is-empty-value.ts';
import { isCalendarDate, toTimestamp } from './to-timestamp.ts';
import type { DateInput } from './to-timestamp.ts';

/** Unambiguous in every locale: "Nov 21, 2026, 06:01:00" (en), "2026年11月21日 06:01:00" (ja). */
const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** A calendar day: its date alone, in UTC, where its midnight was put (the same day in every zone). */
const CALENDAR_DAY: Intl.DateTimeFormatOptions = { hour: undefined, minute: undefined, second: undefined, hourCycle: undefined, timeZone: 'UTC' };

function intlTag(locale: string): string {
  return isLocale(locale) ? intlLocale(locale) : locale;
}

/**
 * Formatters by locale and options. Building an Intl.DateTimeFormat costs far more than formatting
 * with it, and a list of 250 notifications formats 250 times per render (issue 11, item 12).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The shared formatter for a console locale (or any BCP 47 tag) and options; an unknown tag or
 * time zone gives English in the browser's zone rather than an exception.
 */
export function dateTimeFormatter(locale: string, format: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(format)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(intlTag(locale), format);
    } catch {
      // An unknown locale tag or time zone: fall back to English rather than break the panel.
      formatter = new Intl.DateTimeFormat('en', { ...format, timeZone: undefined });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date and time for `locale` (a console locale such as 'ja', or any BCP 47 tag), in the
 * browser's time zone unless `options.timeZone` says otherwise; a calendar day (`2026-11-19`) is
 * that day alone. Invalid or missing → "-".
 */
export function formatDateTime(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions = {}): string {
  const ms = toTimestamp(value);
  if (ms === null) return EMPTY_VALUE;
  const day = isCalendarDate(value) ? CALENDAR_DAY : {};
  return dateTimeFormatter(locale, { ...DATE_TIME_FORMAT, ...options, ...day }).format(ms);
}

/** ISO 8601 for a <time dateTime> attribute (a calendar day as itself), or undefined when invalid. */
export function toIsoString(value: DateInput): string | undefined {
  const ms = toTimestamp(value);
  if (ms === null) return undefined;
  return isCalendarDate(value) ? value.trim() : new Date(ms).toISOString();
}
