import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface ParentWidthProps {
  /** The content at the parent's width in whole pixels (0 before the first measure). */
  children: (width: number) => ReactNode;
}

/** The responsive parent of what takes its size as props (charts, the attack-path diagram): measures the width (ResizeObserver) and follows it. */
export function ParentWidth({ children }: ParentWidthProps) {
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
      {children(width)}
    </Box>
  );
}
