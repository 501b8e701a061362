// Asset risk overview (spec 001 §2.4): read by asset id and type, or — when both workbench ids
// are given — from the workbench's asset call instead. Both answers are read from `data`.
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { listOf, optNumber, optObject, optText } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { looseEnum, optTimestamp, textOrList } from './schema-extras.ts';

const lastSeenOnly = optObject({ lastSeen: optTimestamp });

export const assetRiskSchema = z.looseObject({
  assetId: optText,
  riskScore: optNumber,
  riskScoreTimestamp: optTimestamp,
  historyScoreList: listOf(z.looseObject({ riskScore: optNumber, timestamp: optTimestamp })),
  criticalInfo: optObject({
    criticalScoreLevel: looseEnum(['high', 'medium', 'low']),
    absoluteImpactTag: textOrList,
    highImpactTag: textOrList,
    lowImpactTag: textOrList,
  }),
  deviceInfo: optObject({ operationSystem: optText, lastSeen: optTimestamp }),
  cloudIdentityInfo: lastSeenOnly,
  userInfo: optObject({ userPrincipalName: optText, lastSeen: optTimestamp }),
});
export type AssetRisk = z.output<typeof assetRiskSchema>;

/** "Read from data": the envelope is required; a missing or non-object `data` is a wrong shape. */
export const assetRiskResponseSchema = z.pipe(z.looseObject({ data: assetRiskSchema }), z.transform((v) => v.data));

export const riskOverviewPath = (assetId: string, assetType: string) =>
  `/public/svp/v2/object/riskOverview/query/${encodeURIComponent(assetId)}/${encodeURIComponent(assetType)}`;
export const workbenchAssetPath = (workbenchId: string, workbenchUuid: string) =>
  `/ui/wb/api/v1/workbenches/${encodeURIComponent(workbenchId)}/assets/${encodeURIComponent(workbenchUuid)}`;

export function getRiskOverview(assetId: string, assetType: string, signal?: AbortSignal): Promise<AssetRisk> {
  return request({ path: riskOverviewPath(assetId, assetType), schema: assetRiskResponseSchema, record: true, signal });
}

export function getWorkbenchAssetRisk(workbenchId: string, workbenchUuid: string, signal?: AbortSignal): Promise<AssetRisk> {
  return request({ path: workbenchAssetPath(workbenchId, workbenchUuid), schema: assetRiskResponseSchema, record: true, signal });
}

export interface RiskOverviewSource {
  assetId?: string;
  assetType?: string;
  workbenchId?: string;
  workbenchUuid?: string;
}

/** Picks the call the way spec 001 §7 says: the workbench call when both workbench ids are given. */
export function riskOverviewQueryOptions(source: RiskOverviewSource) {
  const { workbenchId = '', workbenchUuid = '', assetId = '', assetType = '' } = source;
  const byWorkbench = Boolean(workbenchId && workbenchUuid);
  return detailPanelQuery(
    byWorkbench ? detailPanelKeys.workbenchAssetRisk(workbenchId, workbenchUuid) : detailPanelKeys.riskOverview(assetId, assetType),
    (signal) => (byWorkbench ? getWorkbenchAssetRisk(workbenchId, workbenchUuid, signal) : getRiskOverview(assetId, assetType, signal)),
    { enabled: byWorkbench || Boolean(assetId && assetType) },
  );
}
