// Asset risk overview (spec 001 §2.4, §3). riskOverview and the workbench asset call share it.
import { FIXED_NOW } from '../state.ts';
import { daysAgo, hoursAgo, nullAll, type Nullable } from './fixture-kit.ts';

function fullAssetRisk(now: number) {
  // 30 daily scores climbing into the high band after a phishing incident a week ago.
  const scores = [22, 24, 23, 25, 27, 26, 28, 30, 31, 29, 33, 35, 34, 38, 41, 40, 44, 47, 46, 52, 55, 61, 66, 72, 78, 81, 79, 77, 75, 74];
  return {
    assetId: 'asset-1',
    riskScore: 74,
    riskScoreTimestamp: hoursAgo(now, 2),
    historyScoreList: scores.map((riskScore, i) => ({ riskScore, timestamp: daysAgo(now, scores.length - 1 - i) })),
    criticalInfo: {
      criticalScoreLevel: 'high',
      absoluteImpactTag: ['Domain controller'],
      highImpactTag: ['Finance data', 'Privileged user'],
      lowImpactTag: ['Test lab'],
    },
    deviceInfo: { operationSystem: 'Windows 11 Enterprise 23H2', lastSeen: hoursAgo(now, 1) },
    cloudIdentityInfo: { lastSeen: hoursAgo(now, 6) },
    userInfo: { userPrincipalName: 'dana.whitfield@northwind-trading.example', lastSeen: hoursAgo(now, 3) },
  };
}

export type AssetRiskFixture = Nullable<ReturnType<typeof fullAssetRisk>>;

export function createAssetRisk(overrides: AssetRiskFixture = {}, now: number = FIXED_NOW): AssetRiskFixture {
  return { ...fullAssetRisk(now), ...overrides };
}

export const assetRiskVariants = {
  empty: (): AssetRiskFixture => nullAll(fullAssetRisk(FIXED_NOW)),
  /** A year of daily history and many impact tags. */
  long: (now: number = FIXED_NOW): AssetRiskFixture =>
    createAssetRisk(
      {
        historyScoreList: Array.from({ length: 365 }, (_, i) => ({
          riskScore: Math.round(50 + 45 * Math.sin(i / 20)),
          timestamp: daysAgo(now, 364 - i),
        })),
        criticalInfo: {
          criticalScoreLevel: 'medium',
          absoluteImpactTag: Array.from({ length: 12 }, (_, i) => `Business-critical application tier ${i + 1}`),
          highImpactTag: Array.from({ length: 15 }, (_, i) => `Regulated data store ${i + 1}`),
          lowImpactTag: Array.from({ length: 10 }, (_, i) => `Sandbox ${i + 1}`),
        },
      },
      now,
    ),
};
