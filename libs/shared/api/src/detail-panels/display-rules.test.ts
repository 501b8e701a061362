import { isProxyIpListTruncated, riskBand, wrsMeaning } from './display-rules.ts';

describe('wrsMeaning (spec 001 §5)', () => {
  it.each([
    [0, 'high'],
    [50, 'high'],
    [51, 'medium'],
    [65, 'medium'],
    [66, 'warning'],
    [70, 'warning'],
    [71, 'unrated'],
    [72, 'warning'],
    [80, 'warning'],
    [81, 'safe'],
    [100, 'safe'],
  ] as const)('%i → %s', (score, meaning) => {
    expect(wrsMeaning(score)).toBe(meaning);
  });
  it.each([-1, 101, 50.5, Number.NaN, null, undefined])('%s → undefined (a dash)', (score) => {
    expect(wrsMeaning(score)).toBeUndefined();
  });
});

describe('riskBand (spec 001 §5, shared edges go to the higher band)', () => {
  it.each([
    [0, 'low'],
    [29.9, 'low'],
    [30, 'medium'],
    [69, 'medium'],
    [70, 'high'],
    [100, 'high'],
  ] as const)('%s → %s', (score, band) => {
    expect(riskBand(score)).toBe(band);
  });
  it.each([-0.1, 100.1, Number.NaN, null, undefined])('%s → undefined', (score) => {
    expect(riskBand(score)).toBeUndefined();
  });
});

describe('isProxyIpListTruncated (spec 001 §9)', () => {
  it('flags 20 or more IPs', () => {
    expect(isProxyIpListTruncated(Array.from({ length: 19 }, (_, i) => `10.0.0.${i}`))).toBe(false);
    expect(isProxyIpListTruncated(Array.from({ length: 20 }, (_, i) => `10.0.0.${i}`))).toBe(true);
  });
});
