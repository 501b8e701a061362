import { i18n as globalI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { toTimestamp } from '../date-time/to-timestamp.ts';
import type { DateInput } from '../date-time/to-timestamp.ts';
import { EMPTY_VALUE } from '../value-or-dash/is-empty-value.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Just now" lasts this long (spec 1 sections 2.6 and 9). */
const JUST_NOW_MS = 5 * MINUTE;

export type RelativeTimeUnit = 'justNow' | 'minutes' | 'hours' | 'days';

/**
 * The spec's buckets: 5 minutes or less is "just now", then whole minutes below 1 hour, whole
 * hours below 24 hours, then whole days. Times in the future (clock skew) count as just now.
 */
export function relativeTimeParts(then: number, now: number): { unit: RelativeTimeUnit; count: number } {
  const elapsed = now - then;
  if (elapsed <= JUST_NOW_MS) return { unit: 'justNow', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}

/**
 * "Just now", "12 minutes ago", "3 hours ago", "2 days ago", localised through Lingui plurals.
 * `now` defaults to the current time; `i18n` to the global instance (pass the one from useLingui
 * in components). Invalid or missing `then` → "-".
 */
export function formatRelativeTime(then: DateInput, now: DateInput = Date.now(), i18n: I18n = globalI18n): string {
  const thenMs = toTimestamp(then);
  const nowMs = toTimestamp(now);
  if (thenMs === null || nowMs === null) return EMPTY_VALUE;
  const { unit, count } = relativeTimeParts(thenMs, nowMs);
  switch (unit) {
    case 'justNow':
      return i18n._(msg({ id: 'COMMON.JUST_NOW', message: 'Just now' }));
    case 'minutes':
      return i18n._(msg({ id: 'COMMON.MINUTES_AGO', message: plural(count, { one: '# minute ago', other: '# minutes ago' }) }));
    case 'hours':
      return i18n._(msg({ id: 'COMMON.HOURS_AGO', message: plural(count, { one: '# hour ago', other: '# hours ago' }) }));
    case 'days':
      return i18n._(msg({ id: 'COMMON.DAYS_AGO', message: plural(count, { one: '# day ago', other: '# days ago' }) }));
  }
}
