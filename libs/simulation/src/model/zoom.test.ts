import { DIAGRAM_SIDE_MARGIN, DIAGRAM_SIZE } from './threat-actors.ts';
import { fitMatrix, MIN_SCALE } from './zoom.ts';

const fit = (width: number, height: number) => fitMatrix({ width, height }, DIAGRAM_SIZE, DIAGRAM_SIDE_MARGIN);

/** The drawing's left and right edges in the box's pixels (the space less its side margins). */
const drawingEdges = (width: number, height: number) => {
  const { scaleX, translateX } = fit(width, height);
  return [translateX + DIAGRAM_SIDE_MARGIN * scaleX, translateX + (DIAGRAM_SIZE.width - DIAGRAM_SIDE_MARGIN) * scaleX];
};

describe('fitMatrix: the diagram on opening and on reset', () => {
  it('keeps its sizes where the box has room: 100 % in 880 × 360, 110 % in the desktop modal, 90 % on the slide', () => {
    expect(fit(880, 360)).toMatchObject({ scaleX: 1, scaleY: 1, translateX: 0, translateY: 0 });
    expect(fit(952, 480).scaleX).toBe(1.1);
    expect(fit(880, 340).scaleX).toBe(0.9);
  });
  it('takes the largest whole step that shows the whole drawing, never one rounded up past it (a phone)', () => {
    // 310 / 800 = 0.39: rounded to 0.4 the attacker's box was cut at the left edge.
    expect(fit(310, 480).scaleX).toBe(0.3);
    for (const width of [240, 288, 310, 358, 640, 700, 952]) {
      const [left, right] = drawingEdges(width, 480);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(width);
    }
  });
  it('centres the space in the box', () => {
    const { scaleX, translateX, translateY } = fit(310, 480);
    expect(translateX * 2 + DIAGRAM_SIZE.width * scaleX).toBeCloseTo(310);
    expect(translateY * 2 + DIAGRAM_SIZE.height * scaleX).toBeCloseTo(480);
  });
  it('never goes below the smallest scale', () => {
    expect(fit(100, 100).scaleX).toBe(MIN_SCALE);
  });
});
