import { TOOLTIP_GUTTER, tooltipStart, tooltipWidth } from './tooltip-placement.ts';

describe('tooltipWidth (spec 002 §9: 304 wide)', () => {
  it('is 304 where the box has room, else the box less a gutter on each side', () => {
    expect(tooltipWidth(880)).toBe(304);
    expect(tooltipWidth(304 + 2 * TOOLTIP_GUTTER)).toBe(304);
    expect(tooltipWidth(288)).toBe(288 - 2 * TOOLTIP_GUTTER);
  });
});

describe('tooltipStart: where a tooltip starts on one axis of the diagram box', () => {
  it('sits 12 after its step where it fits (spec 002 §9: offset 12)', () => {
    expect(tooltipStart(100, 304, 880)).toBe(112);
  });
  it('goes 12 before its step where after it would cross the far edge', () => {
    expect(tooltipStart(700, 304, 880)).toBe(700 - 12 - 304);
  });
  it('is pulled back inside the box where neither side has room: a phone\'s 288 px box and a 272 px tooltip', () => {
    const width = tooltipWidth(288);
    // Step 1 of APT28 at the box's left: before it, the tooltip began at −230 (14 % of it in view).
    for (const at of [-40, 40, 140, 250, 330]) {
      const start = tooltipStart(at, width, 288);
      expect(start).toBeGreaterThanOrEqual(TOOLTIP_GUTTER);
      expect(start + width).toBeLessThanOrEqual(288 - TOOLTIP_GUTTER);
    }
  });
  it('keeps a step panned out of the box\'s view from taking its tooltip along', () => {
    expect(tooltipStart(-500, 304, 880)).toBe(TOOLTIP_GUTTER);
    expect(tooltipStart(1500, 304, 880)).toBe(880 - TOOLTIP_GUTTER - 304);
  });
  it('keeps its start in view where the box is shorter than the tooltip', () => {
    expect(tooltipStart(200, 400, 340)).toBe(TOOLTIP_GUTTER);
  });
});
