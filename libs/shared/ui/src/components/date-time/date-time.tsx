import { useLingui } from '@lingui/react';
import { formatDateTime, toIsoString } from './format-date-time.ts';
import type { DateInput } from './to-timestamp.ts';
import { Dash } from '../value-or-dash/value-or-dash.tsx';

export interface DateTimeProps {
  value: DateInput;
  /** Overrides of the default format (e.g. `{ timeZone: 'UTC', timeZoneName: 'short' }`). */
  options?: Intl.DateTimeFormatOptions;
}

/** A date and time in the active locale, as a <time> element; invalid or missing shows a dash. */
export function DateTime({ value, options }: DateTimeProps) {
  const { i18n } = useLingui();
  const iso = toIsoString(value);
  if (iso === undefined) return <Dash />;
  return <time dateTime={iso}>{formatDateTime(value, i18n.locale, options)}</time>;
}
