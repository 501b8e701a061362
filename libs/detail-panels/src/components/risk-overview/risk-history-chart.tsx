// The risk-score history line chart (spec 001 §2.4): y axis fixed at 0–100 (§9) with the low,
// medium and high bands (§5) behind the line. Size comes in as props (STYLE.md "Charts");
// ResponsiveRiskHistoryChart follows its parent. Non-animated visx series: stable screenshots.
import { Box, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Axis, LineSeries, XYChart } from '@visx/xychart';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EmptyState, semanticColorHex, useColorMode } from '@soc/ui';
import { consoleChartTheme } from '../activity-chart/chart-theme.ts';
import {
  createRiskScales,
  prepareRiskHistory,
  RISK_AXIS_DOMAIN,
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

const xAccessor = (d: RiskDatum) => new Date(d.time);
const yAccessor = (d: RiskDatum) => d.score;
const DATE_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const FULL_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const intlTag = (locale: string) => (locale === 'pseudo' ? 'en' : locale);

function RiskHistoryChart({ history, width, height = RISK_CHART_HEIGHT }: RiskHistoryChartProps) {
  const { t, i18n } = useLingui();
  const { colorMode } = useColorMode();
  const series = useMemo(() => prepareRiskHistory(history), [history]);
  const scales = useMemo(() => (series ? createRiskScales(series, width, height) : undefined), [series, width, height]);
  const formats = useMemo(
    () => ({ tick: new Intl.DateTimeFormat(intlTag(i18n.locale), DATE_FORMAT), full: new Intl.DateTimeFormat(intlTag(i18n.locale), FULL_FORMAT) }),
    [i18n.locale],
  );
  const colors = useMemo(
    () => ({
      line: semanticColorHex('brand.fg', colorMode),
      text: semanticColorHex('fg.muted', colorMode),
      label: semanticColorHex('fg', colorMode),
      grid: semanticColorHex('border', colorMode),
      background: semanticColorHex('bg.panel', colorMode),
      low: semanticColorHex('risk.low.subtle', colorMode),
      medium: semanticColorHex('risk.medium.subtle', colorMode),
      high: semanticColorHex('risk.high.subtle', colorMode),
    }),
    [colorMode],
  );
  const theme = useMemo(() => consoleChartTheme(colors), [colors]);

  if (!series || !scales) {
    return <EmptyState titleAs="p" title={t({ id: 'DETAIL.RISK_HISTORY_NO_DATA', message: 'No risk score history' })} />;
  }

  const from = formats.full.format(series.xDomain[0]);
  const to = formats.full.format(series.xDomain[1]);
  const summary = t({ id: 'DETAIL.RISK_HISTORY_SUMMARY', message: `Risk score history from ${from} to ${to}, on a scale of 0 to 100.` });
  const last = series.points[series.points.length - 1];
  const left = RISK_CHART_MARGIN.left;
  const right = Math.max(left, width - RISK_CHART_MARGIN.right);

  return (
    <Box data-testid="risk-history-chart">
      {width > 0 ? (
        <Box role="img" aria-label={summary} width={`${width}px`} maxWidth="full" lineHeight="0">
          <XYChart
            width={width}
            height={height}
            margin={RISK_CHART_MARGIN}
            xScale={{ type: 'time', domain: series.xDomain }}
            yScale={{ type: 'linear', domain: RISK_AXIS_DOMAIN, zero: true, nice: false }}
            theme={theme}
            captureEvents={false}
          >
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
            <Axis orientation="bottom" numTicks={Math.max(2, Math.floor((right - left) / 90))} tickFormat={(value: Date) => formats.tick.format(value)} />
            <Axis orientation="left" tickValues={[0, 30, 70, 100]} />
            <LineSeries dataKey="risk" data={series.points} xAccessor={xAccessor} yAccessor={yAccessor} strokeWidth={2} />
            {last ? (
              <circle cx={scales.xScale(new Date(last.time))} cy={scales.yScale(last.score)} r={4} fill={colors.line} stroke={colors.background} strokeWidth={2} />
            ) : null}
          </XYChart>
        </Box>
      ) : null}
      <chakra.table srOnly>
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">{t({ id: 'DETAIL.RISK_HISTORY_TIME', message: 'Time' })}</th>
            <th scope="col">{t({ id: 'DETAIL.RISK_SCORE', message: 'Risk score' })}</th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((point) => (
            <tr key={point.time}>
              <td>
                <time dateTime={new Date(point.time).toISOString()}>{formats.full.format(point.time)}</time>
              </td>
              <td>{point.score}</td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

export type ResponsiveRiskHistoryChartProps = Omit<RiskHistoryChartProps, 'width'>;

/** The chart at the width of its parent, following it through a ResizeObserver. */
export function ResponsiveRiskHistoryChart(props: ResponsiveRiskHistoryChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = (next: number) => setWidth((current) => (Math.floor(next) === current ? current : Math.floor(next)));
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} width="full" minWidth="0">
      <RiskHistoryChart {...props} width={width} />
    </Box>
  );
}
