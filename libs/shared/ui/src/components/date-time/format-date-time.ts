import { intlLocale, isLocale } from '@soc/i18n';
import { EMPTY_VALUE } from '../value-or-dash/is-empty-value.ts';
import { toTimestamp } from './to-timestamp.ts';
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

function intlTag(locale: string): string {
  return isLocale(locale) ? intlLocale(locale) : locale;
}

/**
 * A date and time for `locale` (a console locale such as 'ja', or any BCP 47 tag), in the
 * browser's time zone unless `options.timeZone` says otherwise. Invalid or missing → "-".
 */
export function formatDateTime(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions = {}): string {
  const ms = toTimestamp(value);
  if (ms === null) return EMPTY_VALUE;
  const format = { ...DATE_TIME_FORMAT, ...options };
  try {
    return new Intl.DateTimeFormat(intlTag(locale), format).format(ms);
  } catch {
    // An unknown locale tag or time zone: fall back to English rather than break the panel.
    return new Intl.DateTimeFormat('en', { ...format, timeZone: undefined }).format(ms);
  }
}

/** ISO 8601 (UTC) for a <time dateTime> attribute, or undefined when invalid. */
export function toIsoString(value: DateInput): string | undefined {
  const ms = toTimestamp(value);
  return ms === null ? undefined : new Date(ms).toISOString();
}
