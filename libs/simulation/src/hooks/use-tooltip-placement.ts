import { useLayoutEffect, useState } from 'react';
import { tooltipStart, tooltipWidth } from '../model/tooltip-placement.ts';

export interface TooltipPlacement {
  /** Attach to the tooltip: its height decides whether it fits below its step or goes above. */
  ref: (element: HTMLElement | null) => void;
  left: number;
  top: number;
  width: number;
}

/**
 * Keeps the open step's tooltip whole inside the diagram's box (`box`, px), whose edges clip it: beside
 * and below its step (`anchor`, in the box's pixels) where there is room, else before or above it, and
 * no wider than the box. `step` is the step it describes: another step's text is measured before it paints.
 */
export function useTooltipPlacement(anchor: { x: number; y: number } | undefined, box: { width: number; height: number }, step: number | undefined): TooltipPlacement {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);
  const width = tooltipWidth(box.width);

  useLayoutEffect(() => {
    if (element) setHeight(element.offsetHeight);
  }, [element, step, width]);
  // Later changes of its own: the fonts arriving, the language switching.
  useLayoutEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return {
    ref: setElement,
    width,
    left: anchor ? tooltipStart(anchor.x, width, box.width) : 0,
    top: anchor ? tooltipStart(anchor.y, height, box.height) : 0,
  };
}
