// The activity-history line chart of the URL, domain and IP panels (spec 001 §2.7): hourly counts
// with the peak marked and labelled. Takes its size as props (STYLE.md "Charts"); the responsive
// parent is ResponsiveActivityChart. Non-animated visx series only: stable screenshots, no motion.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Axis, Grid, LineSeries, XYChart } from '@visx/xychart';
import { useMemo } from 'react';
import { EmptyState } from '@soc/ui';
import { useChartColors } from '../../hooks/use-chart-colors.ts';
import { useChartFormats } from '../../hooks/use-chart-formats.ts';
import { ChartFigure } from '../chart/chart-figure.tsx';
import { CHART_LABEL_FONT } from '../chart/chart-theme.ts';
import { timeAxisTicks } from '../chart/time-axis.ts';
import {
  ACTIVITY_CHART_HEIGHT,
  ACTIVITY_CHART_MARGIN,
  activityScaleConfigs,
  createActivityScales,
  peakLabelAnchor,
  prepareActivitySeries,
  type ActivityDatum,
  type ActivityInput,
} from './activity-chart-data.ts';

export interface ActivityChartProps {
  history: readonly ActivityInput[];
  /** Total width in pixels, margins included. Below 1 only the text alternative renders. */
  width: number;
  height?: number;
}

const PEAK_COLOR = { peak: 'risk.high' } as const;

const xAccessor = (d: ActivityDatum) => new Date(d.time);
const yAccessor = (d: ActivityDatum) => d.count;

const TICK_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

export function ActivityChart({ history, width, height = ACTIVITY_CHART_HEIGHT }: ActivityChartProps) {
  const { t } = useLingui();
  const series = useMemo(() => prepareActivitySeries(history), [history]);
  const scales = useMemo(() => (series ? createActivityScales(series, width, height) : undefined), [series, width, height]);
  const configs = useMemo(() => (series ? activityScaleConfigs(series) : undefined), [series]);
  const formats = useChartFormats(TICK_FORMAT);
  const timeAxis = useMemo(() => (scales ? timeAxisTicks(scales.xScale, formats.tick, width) : undefined), [scales, formats.tick, width]);
  const { colors, theme } = useChartColors(PEAK_COLOR);

  if (!series || !scales || !configs || !timeAxis) {
    return (
      <EmptyState
        titleAs="p"
        title={t({ id: 'DETAIL.ACTIVITY_NO_DATA', message: 'No activity history' })}
        description={t({ id: 'DETAIL.ACTIVITY_NO_DATA_DESCRIPTION', message: 'No activity was recorded for this object.' })}
      />
    );
  }

  const from = formats.full.format(series.xDomain[0]);
  const to = formats.full.format(series.xDomain[1]);
  const peak = series.peak;
  const peakTime = peak ? formats.full.format(peak.time) : '';
  const peakActivities = peak?.count ?? 0;
  const peakCount = formats.number.format(peakActivities);
  const summary = peak
    ? t({
        id: 'DETAIL.ACTIVITY_CHART_SUMMARY',
        message: plural(peakActivities, {
          one: `Activity history from ${from} to ${to}. Peak of # activity at ${peakTime}.`,
          other: `Activity history from ${from} to ${to}. Peak of # activities at ${peakTime}.`,
        }),
      })
    : t({ id: 'DETAIL.ACTIVITY_CHART_SUMMARY_NO_PEAK', message: `Activity history from ${from} to ${to}. No activity in this period.` });
  const peakX = peak ? scales.xScale(new Date(peak.time)) : 0;
  const peakY = peak ? scales.yScale(peak.count) : 0;
  const anchor = peakLabelAnchor(peakX, width);

  return (
    <ChartFigure
      testId="activity-chart"
      summary={summary}
      width={width}
      timeLabel={t({ id: 'DETAIL.ACTIVITY_AXIS_TIME', message: 'Time' })}
      valueLabel={t({ id: 'DETAIL.ACTIVITY_AXIS_COUNT', message: 'Activities' })}
      points={series.points}
      timeFormat={formats.full}
      formatValue={(point) => formats.number.format(point.count)}
    >
      <XYChart width={width} height={height} margin={ACTIVITY_CHART_MARGIN} xScale={configs.xScale} yScale={configs.yScale} theme={theme} captureEvents={false}>
        <Grid columns={false} numTicks={4} />
        <Axis
          orientation="bottom"
          {...timeAxis}
          tickFormat={(value: Date) => formats.tick.format(value)}
          label={t({ id: 'DETAIL.ACTIVITY_AXIS_TIME', message: 'Time' })}
        />
        <Axis
          orientation="left"
          numTicks={4}
          tickFormat={(value: number) => formats.number.format(value)}
          label={t({ id: 'DETAIL.ACTIVITY_AXIS_COUNT', message: 'Activities' })}
          labelOffset={24}
        />
        <LineSeries dataKey="activity" data={series.points} xAccessor={xAccessor} yAccessor={yAccessor} strokeWidth={2} />
        {peak ? (
          <g data-testid="activity-peak">
            <line x1={peakX} x2={peakX} y1={peakY} y2={scales.yScale(0)} stroke={colors.peak} strokeDasharray="3 3" />
            <circle cx={peakX} cy={peakY} r={5} fill={colors.peak} stroke={colors.background} strokeWidth={2} />
            <text
              x={peakX + (anchor === 'start' ? 8 : -8)}
              y={Math.max(12, peakY - 8)}
              textAnchor={anchor}
              fill={colors.label}
              style={CHART_LABEL_FONT}
            >
              {t({ id: 'DETAIL.ACTIVITY_PEAK_LABEL', message: `Peak: ${peakCount}` })}
            </text>
          </g>
        ) : null}
      </XYChart>
    </ChartFigure>
  );
}
