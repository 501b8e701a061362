import { riskBand } from '@soc/api';
import { createRiskScales, prepareRiskHistory, RISK_AXIS_DOMAIN, RISK_BAND_RANGES } from './risk-history-data.ts';
import { cloudRiskSource, endpointRiskSource, isCompleteRiskSource, userRiskSource } from './risk-source.ts';

describe('risk bands (spec 001 §5: 0–30 low, 30–70 medium, 70–100 high)', () => {
  it.each([
    [0, 'low'],
    [29.9, 'low'],
    [30, 'medium'],
    [69.9, 'medium'],
    [70, 'high'],
    [100, 'high'],
  ])('score %j → %s (a shared edge goes to the higher band)', (score, band) => {
    expect(riskBand(score)).toBe(band);
  });

  it.each([-1, 101, null, undefined, Number.NaN])('score %j has no band', (score) => {
    expect(riskBand(score)).toBeUndefined();
  });

  it('draws the same bands behind the chart', () => {
    expect(RISK_BAND_RANGES.map((r) => [r.band, r.from, r.to])).toEqual([
      ['low', 0, 30],
      ['medium', 30, 70],
      ['high', 70, 100],
    ]);
  });
});

describe('prepareRiskHistory', () => {
  it('keeps readable points within 0–100, oldest first', () => {
    const series = prepareRiskHistory([
      { riskScore: 50, timestamp: '2026-11-03T00:00:00Z' },
      { riskScore: 20, timestamp: '2026-11-01T00:00:00Z' },
      { riskScore: 120, timestamp: '2026-11-02T00:00:00Z' },
      { riskScore: -3, timestamp: '2026-11-02T00:00:00Z' },
      { riskScore: 40, timestamp: 'nope' },
      { riskScore: null, timestamp: '2026-11-02T00:00:00Z' },
    ]);
    expect(series?.points.map((p) => p.score)).toEqual([20, 50]);
    expect(series?.xDomain.map((d) => d.toISOString())).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-03T00:00:00.000Z']);
  });

  it('centres a single point in a one-day window and has nothing to draw without points', () => {
    const series = prepareRiskHistory([{ riskScore: 10, timestamp: '2026-11-01T12:00:00Z' }]);
    expect(series?.xDomain.map((d) => d.toISOString())).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z']);
    expect(prepareRiskHistory([])).toBeUndefined();
  });

  it('fixes the y axis at 0–100 whatever the scores (spec 001 §9)', () => {
    const series = prepareRiskHistory([
      { riskScore: 40, timestamp: '2026-11-01T00:00:00Z' },
      { riskScore: 45, timestamp: '2026-11-02T00:00:00Z' },
    ]);
    if (!series) throw new Error('expected a series');
    const { yScale } = createRiskScales(series, 400, 180);
    expect(RISK_AXIS_DOMAIN).toEqual([0, 100]);
    expect(yScale.domain()).toEqual([0, 100]);
  });
});

describe('risk sources (spec 001 §2.4, §7)', () => {
  it('reads an endpoint by id and type (type 1 when not given), or by workbench when both workbench ids are given', () => {
    expect(endpointRiskSource({ id: 'ep-1' })).toEqual({ assetId: 'ep-1', assetType: '1', workbenchId: undefined, workbenchUuid: undefined });
    expect(endpointRiskSource({ id: 'ep-1', assetType: 'device', workbenchId: 'WB-1', workbenchUuid: 'u-1' })).toMatchObject({
      assetType: 'device',
      workbenchId: 'WB-1',
      workbenchUuid: 'u-1',
    });
  });

  it('reads a cloud identity by its asset id, else its ARN', () => {
    expect(cloudRiskSource({ arn: 'arn:x' })).toEqual({ assetId: 'arn:x', assetType: 'cloudAsset' });
    expect(cloudRiskSource({ arn: 'arn:x', assetId: 'a-9', assetType: 'iamRole' })).toEqual({ assetId: 'a-9', assetType: 'iamRole' });
    expect(userRiskSource({ userId: 'u' })).toEqual({ assetId: 'u', assetType: 'userAccount' });
  });

  it('is complete with an asset id and type, or with both workbench ids', () => {
    expect(isCompleteRiskSource({ assetId: 'a', assetType: 't' })).toBe(true);
    expect(isCompleteRiskSource({ workbenchId: 'w', workbenchUuid: 'u' })).toBe(true);
    expect(isCompleteRiskSource({ assetId: 'a' })).toBe(false);
    expect(isCompleteRiskSource({ workbenchId: 'w', assetType: 't' })).toBe(false);
  });
});
