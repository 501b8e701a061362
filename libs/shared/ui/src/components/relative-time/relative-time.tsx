import { useLingui } from '@lingui/react';
import { useNow } from '@soc/util';
import { formatDateTime, toIsoString } from '../date-time/format-date-time.ts';
import type { DateInput } from '../date-time/to-timestamp.ts';
import { Dash } from '../value-or-dash/value-or-dash.tsx';
import { formatRelativeTime } from './format-relative-time.ts';

/** How often a live RelativeTime re-renders. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

export interface RelativeTimeProps {
  /** The moment described (ISO text, epoch ms or Date); invalid or missing shows a dash. */
  value: DateInput;
  /** The reference time. Omit for a live clock; give it in tests and stories for stable output. */
  now?: DateInput;
}

/** "3 hours ago" as a <time> element whose title holds the absolute date and time. */
export function RelativeTime({ value, now }: RelativeTimeProps) {
  const { i18n } = useLingui();
  const live = useNow(now === undefined ? RELATIVE_TIME_REFRESH_MS : null);
  const reference = now ?? live;
  const iso = toIsoString(value);
  if (iso === undefined) return <Dash />;
  return (
    <time dateTime={iso} title={formatDateTime(value, i18n.locale)}>
      {formatRelativeTime(value, reference, i18n)}
    </time>
  );
}
