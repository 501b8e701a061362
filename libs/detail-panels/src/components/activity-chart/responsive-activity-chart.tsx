import { ParentWidth } from '@soc/ui';
import { ActivityChart, type ActivityChartProps } from './activity-chart.tsx';

export type ResponsiveActivityChartProps = Omit<ActivityChartProps, 'width'>;

/** The activity chart at the width of its parent. */
export function ResponsiveActivityChart(props: ResponsiveActivityChartProps) {
  return <ParentWidth>{(width) => <ActivityChart {...props} width={width} />}</ParentWidth>;
}
