// The risk-score history line chart (spec 001 §2.4): y axis fixed at 0–100 (§9) with the low,
// medium and high bands (§5) behind the line. Size comes in as props (STYLE.md "Charts");
// ResponsiveRiskHistoryChart follows its parent. Non-animated visx series: stable screenshots.
import { useLingui } from '@lingui/react/macro';
import { Axis, LineSeries, XYChart } from '@visx/xychart';
import { useMemo } from 'react';
import { EmptyState, ParentWidth } from '@soc/ui';
import { useChartColors } from '../../hooks/use-chart-colors.ts';
import { useChartFormats } from '../../hooks/use-chart-formats.ts';
import { ChartFigure } from '../chart/chart-figure.tsx';
import { timeAxisTicks } from '../chart/time-axis.ts';
import {
  createRiskScales,
  prepareRiskHistory,
  riskScaleConfigs,
  RISK_BAND_RANGES,
  RISK_CHART_HEIGHT,
  RISK_CHART_MARGIN,
  type RiskDatum,
  type RiskHistoryInput,
} from './risk-history-data.ts';

interface RiskHistoryChartProps {
  history: readonly RiskHistoryInput[];
  /** Total width in pixels, margins included. Below 1 only the text alternative renders. */
  width: number;
  height?: number;
}

const BAND_COLORS = { low: 'risk.low.subtle', medium: 'risk.medium.subtle', high: 'risk.high.subtle' } as const;

const xAccessor = (d: RiskDatum) => new Date(d.time);
const yAccessor = (d: RiskDatum) => d.score;
const DATE_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

function RiskHistoryChart({ history, width, height = RISK_CHART_HEIGHT }: RiskHistoryChartProps) {
  const { t } = useLingui();
  const series = useMemo(() => prepareRiskHistory(history), [history]);
  const scales = useMemo(() => (series ? createRiskScales(series, width, height) : undefined), [series, width, height]);
  const configs = useMemo(() => (series ? riskScaleConfigs(series) : undefined), [series]);
  const formats = useChartFormats(DATE_FORMAT);
  const timeAxis = useMemo(() => (scales ? timeAxisTicks(scales.xScale, formats.tick, width) : undefined), [scales, formats.tick, width]);
  const { colors, theme } = useChartColors(BAND_COLORS);

  if (!series || !scales || !configs || !timeAxis) {
    return <EmptyState titleAs="p" title={t({ id: 'DETAIL.RISK_HISTORY_NO_DATA', message: 'No risk score history' })} />;
  }

  const from = formats.full.format(series.xDomain[0]);
  const to = formats.full.format(series.xDomain[1]);
  const summary = t({ id: 'DETAIL.RISK_HISTORY_SUMMARY', message: `Risk score history from ${from} to ${to}, on a scale of 0 to 100.` });
  const last = series.points[series.points.length - 1];
  const left = RISK_CHART_MARGIN.left;
  const right = Math.max(left, width - RISK_CHART_MARGIN.right);

  return (
    <ChartFigure
      testId="risk-history-chart"
      summary={summary}
      width={width}
      timeLabel={t({ id: 'DETAIL.RISK_HISTORY_TIME', message: 'Time' })}
      valueLabel={t({ id: 'DETAIL.RISK_SCORE', message: 'Risk score' })}
      points={series.points}
      timeFormat={formats.full}
      formatValue={(point) => point.score}
    >
      <XYChart width={width} height={height} margin={RISK_CHART_MARGIN} xScale={configs.xScale} yScale={configs.yScale} theme={theme} captureEvents={false}>
        <g data-testid="risk-bands">
          {RISK_BAND_RANGES.map(({ band, from: low, to: high }) => (
            <rect
              key={band}
              data-band={band}
              x={left}
              width={right - left}
              y={scales.yScale(high)}
              height={scales.yScale(low) - scales.yScale(high)}
              fill={colors[band]}
            />
          ))}
        </g>
        <Axis
          orientation="bottom"
          {...timeAxis}
          tickFormat={(value: Date) => formats.tick.format(value)}
        />
        <Axis orientation="left" tickValues={[0, 30, 70, 100]} />
        <LineSeries dataKey="risk" data={series.points} xAccessor={xAccessor} yAccessor={yAccessor} strokeWidth={2} />
        {last ? (
          <circle cx={scales.xScale(new Date(last.time))} cy={scales.yScale(last.score)} r={4} fill={colors.line} stroke={colors.background} strokeWidth={2} />
        ) : null}
      </XYChart>
    </ChartFigure>
  );
}

export type ResponsiveRiskHistoryChartProps = Omit<RiskHistoryChartProps, 'width'>;

/** The chart at the width of its parent. */
export function ResponsiveRiskHistoryChart(props: ResponsiveRiskHistoryChartProps) {
  return <ParentWidth>{(width) => <RiskHistoryChart {...props} width={width} />}</ParentWidth>;
}
