// Story play checks of a chart's time axis (browser only: they read the laid-out labels).
import { expect, waitFor } from 'storybook/test';
import { TIME_AXIS_CLASS } from './time-axis.ts';

const TICK_LABEL = `.${TIME_AXIS_CLASS} .visx-axis-tick text`;

/**
 * The time axis of the chart inside `figure` shows at least `atLeast` labels, each whole inside the
 * chart, and no two of them touching.
 */
export async function expectTimeLabelsApart(figure: HTMLElement, atLeast = 2): Promise<void> {
  const svg = figure.querySelector('svg') as SVGSVGElement;
  await waitFor(() => expect(svg.querySelector(TICK_LABEL)).not.toBeNull());
  const chart = svg.getBoundingClientRect();
  const boxes = [...svg.querySelectorAll(TICK_LABEL)].map((label) => label.getBoundingClientRect()).sort((a, b) => a.left - b.left);
  await expect(boxes.length).toBeGreaterThanOrEqual(atLeast);
  for (const box of boxes) {
    await expect(box.left).toBeGreaterThanOrEqual(chart.left);
    await expect(box.right).toBeLessThanOrEqual(chart.right);
  }
  for (let i = 1; i < boxes.length; i += 1) await expect(boxes[i]?.left).toBeGreaterThan(boxes[i - 1]?.right ?? Infinity);
}
