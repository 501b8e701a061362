import { estimateLabelWidth } from './label-width.ts';

const FONT = { fontSize: 12, letterSpacing: 0.4 };

describe('estimateLabelWidth', () => {
  it('errs a little wide of Liberation Sans (Arial metrics): "Nov 20, 05:00" is 6.226 em + 13 × 0.4 px', () => {
    const drawn = 6.226 * 12 + 13 * 0.4;
    const estimate = estimateLabelWidth('Nov 20, 05:00', FONT);
    expect(estimate).toBeGreaterThanOrEqual(drawn);
    expect(estimate).toBeLessThan(drawn * 1.1);
  });

  it('gives CJK characters a full em', () => {
    expect(estimateLabelWidth('12月3日', FONT) - estimateLabelWidth('123', FONT)).toBeCloseTo(2 * (12 + 0.4));
  });

  it('counts wide and narrow letters apart', () => {
    expect(estimateLabelWidth('MW', FONT)).toBeGreaterThan(estimateLabelWidth('ab', FONT));
    expect(estimateLabelWidth('il', FONT)).toBeLessThan(estimateLabelWidth('ab', FONT));
  });
});
