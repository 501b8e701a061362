import { Stack } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ObjectRecord } from '@soc/api';
import { sentenceGap } from '@soc/i18n';
import { DateTime, DetailField, DetailList, EMPTY_VALUE, isEmptyValue } from '@soc/ui';
import { ResponsiveActivityChart } from '../activity-chart/responsive-activity-chart.tsx';
import { DateField } from '../date-field/date-field.tsx';
import { SectionHeading } from '../section/titled-section.tsx';

export interface ObjectActivityViewProps {
  record: ObjectRecord;
}

/** Activity tab (spec 001 §2.7): first and last seen, hourly average over total, peak hour, history chart. */
export function ObjectActivityView({ record }: ObjectActivityViewProps) {
  const { t, i18n } = useLingui();
  const number = (value: number | null | undefined) => (value == null ? EMPTY_VALUE : i18n.number(value));
  const { hourlyAverageActivities: average, totalActivities: total, peakHourActivities: peakCount } = record;
  const averageOverTotal = average == null && total == null ? undefined : `${number(average)} / ${number(total)}`;
  return (
    <Stack gap="4">
      <DetailList columns={1}>
        <DateField label={t({ id: 'DETAIL.FIRST_SEEN', message: 'First seen' })} value={record.firstSeen} />
        <DateField label={t({ id: 'DETAIL.LAST_SEEN', message: 'Last seen' })} value={record.lastSeen} />
        <DetailField label={t({ id: 'DETAIL.HOURLY_AVERAGE_TOTAL', message: 'Hourly average / total activities' })} value={averageOverTotal} />
        <DetailField label={t({ id: 'DETAIL.PEAK_HOUR', message: 'Peak hour' })}>
          {isEmptyValue(record.peakHourTime) && peakCount == null ? undefined : (
            <span>
              <DateTime value={record.peakHourTime} />
              {peakCount == null ? null : (
                <>
                  {sentenceGap(i18n.locale)}
                  <Plural id="DETAIL.PEAK_HOUR_COUNT" value={peakCount} one="(# activity)" other="(# activities)" />
                </>
              )}
            </span>
          )}
        </DetailField>
      </DetailList>
      <Stack gap="2">
        <SectionHeading>
          <Trans id="DETAIL.ACTIVITY_HISTORY">Activity history</Trans>
        </SectionHeading>
        <ResponsiveActivityChart history={record.activityHistory} />
      </Stack>
    </Stack>
  );
}
