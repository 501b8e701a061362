// Asset risk overview (spec 001 §2.4, §3). riskOverview and the workbench asset call share it.
import { FIXED_NOW } from '../state.ts';
import { daysAgo, HOSTILE_TEXT, hoursAgo, nullAll, type Nullable, overridable } from './fixture-kit.ts';

function fullAssetRisk(now: number = FIXED_NOW) {
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

export const createAssetRisk = overridable(fullAssetRisk);

export const assetRiskVariants = {
  empty: (): AssetRiskFixture => nullAll(fullAssetRisk(FIXED_NOW)),
  /** A given score (e.g. on a band edge: 30 is medium, 70 high) with a flat history at it. */
  score: (riskScore: number, now: number = FIXED_NOW): AssetRiskFixture =>
    createAssetRisk(
      {
        riskScore,
        historyScoreList: Array.from({ length: 7 }, (_, i) => ({ riskScore, timestamp: daysAgo(now, 6 - i) })),
        criticalInfo: { criticalScoreLevel: riskScore >= 70 ? 'high' : riskScore >= 30 ? 'medium' : 'low', absoluteImpactTag: [], highImpactTag: [], lowImpactTag: [] },
      },
      now,
    ),
  /** Scores outside 0–100 and unreadable times: the chart keeps the readable points only. */
  outOfRange: (now: number = FIXED_NOW): AssetRiskFixture =>
    createAssetRisk(
      {
        riskScore: 140,
        historyScoreList: [
          { riskScore: 20, timestamp: daysAgo(now, 3) },
          { riskScore: -5, timestamp: daysAgo(now, 2) },
          { riskScore: 250, timestamp: daysAgo(now, 1) },
          { riskScore: 40, timestamp: 'not a time' },
          { riskScore: 45, timestamp: hoursAgo(now, 1) },
        ],
      },
      now,
    ),
  hostile: (now: number = FIXED_NOW): AssetRiskFixture =>
    createAssetRisk(
      {
        criticalInfo: { criticalScoreLevel: HOSTILE_TEXT.script, absoluteImpactTag: [HOSTILE_TEXT.img], highImpactTag: [HOSTILE_TEXT.svg], lowImpactTag: [HOSTILE_TEXT.link] },
        deviceInfo: { operationSystem: HOSTILE_TEXT.script, lastSeen: HOSTILE_TEXT.img },
        userInfo: { userPrincipalName: HOSTILE_TEXT.img, lastSeen: hoursAgo(now, 3) },
      },
      now,
    ),
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
