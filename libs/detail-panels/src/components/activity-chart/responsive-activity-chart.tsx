import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { ActivityChart, type ActivityChartProps } from './activity-chart.tsx';

export type ResponsiveActivityChartProps = Omit<ActivityChartProps, 'width'>;

/** The activity chart at the width of its parent, following it through a ResizeObserver. */
export function ResponsiveActivityChart(props: ResponsiveActivityChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Whole pixels: sub-pixel changes would re-render the chart for nothing.
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
      <ActivityChart {...props} width={width} />
    </Box>
  );
}
