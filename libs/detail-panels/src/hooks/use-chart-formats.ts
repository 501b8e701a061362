import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CHART_TIME_FORMAT, intlTag } from '../components/chart/chart-theme.ts';

/**
 * A chart's formats in the current locale: its time-axis ticks (`tick`, a module constant so the memo
 * holds), the full time of its summary and table, and its numbers.
 */
export function useChartFormats(tick: Intl.DateTimeFormatOptions) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const locale = intlTag(i18n.locale);
    return {
      tick: new Intl.DateTimeFormat(locale, tick),
      full: new Intl.DateTimeFormat(locale, CHART_TIME_FORMAT),
      number: new Intl.NumberFormat(locale),
    };
  }, [i18n.locale, tick]);
}
