import { buildChartTheme } from '@visx/xychart';
import { FONT_STACK } from '@soc/ui';

/** The colours a detail-panel chart draws with, read from the console's semantic tokens. */
export interface ChartColors {
  background: string;
  line: string;
  grid: string;
  /** Tick labels, axis and tick lines. */
  text: string;
  /** Axis labels. */
  label: string;
}

/** One visx theme for every chart of the detail panels (activity, risk history). */
export function consoleChartTheme(colors: ChartColors) {
  return buildChartTheme({
    backgroundColor: colors.background,
    colors: [colors.line],
    gridColor: colors.grid,
    gridColorDark: colors.text,
    tickLength: 4,
    svgLabelSmall: { fill: colors.text, fontFamily: FONT_STACK, fontSize: 11 },
    svgLabelBig: { fill: colors.label, fontFamily: FONT_STACK, fontSize: 12 },
    xAxisLineStyles: { stroke: colors.text },
    yAxisLineStyles: { stroke: colors.text },
    xTickLineStyles: { stroke: colors.text },
    yTickLineStyles: { stroke: colors.text },
  });
}

/** A point's full time, in a chart's summary and its table. */
export const CHART_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The locale a chart formats its dates and numbers in: pseudo-localisation has none of its own. */
export const intlTag = (locale: string) => (locale === 'pseudo' ? 'en' : locale);
