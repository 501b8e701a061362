import { CHART_TICK_FONT } from './chart-theme.ts';
import { estimateLabelWidth } from './label-width.ts';
import { chooseTimeTicks, type TimeAxisScale } from './time-ticks.ts';

/** The class of a chart's time axis (its story checks find its labels by it). */
export const TIME_AXIS_CLASS = 'time-axis';

/**
 * A chart's bottom-axis props (visx `Axis`): the times it labels, chosen so that the labels fit the
 * chart `width` px wide without touching, and where each label sits.
 */
export function timeAxisTicks(scale: TimeAxisScale, format: Intl.DateTimeFormat, width: number) {
  const ticks = chooseTimeTicks({
    scale,
    format: (value) => format.format(value),
    measure: (label) => estimateLabelWidth(label, CHART_TICK_FONT),
    width,
  });
  return {
    axisClassName: TIME_AXIS_CLASS,
    tickValues: ticks.map((tick) => tick.value),
    tickLabelProps: (_value: Date, index: number) => ({ textAnchor: ticks[index]?.anchor, dx: ticks[index]?.dx }),
  };
}
