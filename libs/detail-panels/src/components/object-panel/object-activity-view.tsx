import { Heading, Stack } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ObjectRecord } from '@soc/api';
import { DateTime, DetailField, DetailList, EMPTY_VALUE, isEmptyValue } from '@soc/ui';
import { ResponsiveActivityChart } from '../activity-chart/responsive-activity-chart.tsx';

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
        <DetailField label={t({ id: 'DETAIL.FIRST_SEEN', message: 'First seen' })}>
          <DateTime value={record.firstSeen} />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.LAST_SEEN', message: 'Last seen' })}>
          <DateTime value={record.lastSeen} />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.HOURLY_AVERAGE_TOTAL', message: 'Hourly average / total activities' })} value={averageOverTotal} />
        <DetailField label={t({ id: 'DETAIL.PEAK_HOUR', message: 'Peak hour' })}>
          {isEmptyValue(record.peakHourTime) && peakCount == null ? undefined : (
            <span>
              <DateTime value={record.peakHourTime} />
              {peakCount == null ? null : (
                <>
                  {' '}
                  <Plural id="DETAIL.PEAK_HOUR_COUNT" value={peakCount} one="(# activity)" other="(# activities)" />
                </>
              )}
            </span>
          )}
        </DetailField>
      </DetailList>
      <Stack gap="2">
        <Heading as="h3" textStyle="sm" fontWeight="semibold">
          <Trans id="DETAIL.ACTIVITY_HISTORY">Activity history</Trans>
        </Heading>
        <ResponsiveActivityChart history={record.activityHistory} />
      </Stack>
    </Stack>
  );
}
