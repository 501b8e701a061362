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

/**
 * The fonts of a chart's texts: tick labels, and the axis and peak labels. Applied as CSS, not as SVG
 * attributes: the console's reset (`* { font: inherit }`) beats those, and every label took the page's
 * 14 px, so the time axis could not know how wide its labels were.
 */
export const CHART_TICK_FONT = { fontFamily: FONT_STACK, fontSize: 12, fontWeight: 400, letterSpacing: 0.4 } as const;
export const CHART_LABEL_FONT = { ...CHART_TICK_FONT, fontWeight: 600 } as const;

/** One visx theme for every chart of the detail panels (activity, risk history). */
export function consoleChartTheme(colors: ChartColors) {
  return buildChartTheme({
    backgroundColor: colors.background,
    colors: [colors.line],
    gridColor: colors.grid,
    gridColorDark: colors.text,
    tickLength: 4,
    // The size as an attribute too: visx sets the tick labels' distance from the axis by it.
    svgLabelSmall: { fill: colors.text, fontSize: CHART_TICK_FONT.fontSize, style: CHART_TICK_FONT },
    svgLabelBig: { fill: colors.label, fontSize: CHART_LABEL_FONT.fontSize, style: CHART_LABEL_FONT },
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
