// Which risk-overview call a panel makes (spec 001 §2.4, §7): by workbench id and uuid when both
// are given, otherwise by asset id and type. The panels' `params` (contract §7) do not always carry
// an asset type, and the specification names no default; each panel's default below is the asset
// type the specification itself uses for that kind of object elsewhere, or the panel's own name.
import type { RiskOverviewSource } from '@soc/api';

/** Spec 001 §7 sends endpoints to the asset service as `assetType=1` (custom tags). */
const ENDPOINT_ASSET_TYPE = '1';
/** Spec 001 §7 names cloud assets `assetType=cloudAsset` (cloud basic call). */
const CLOUD_ASSET_TYPE = 'cloudAsset';
/** Not named anywhere by the specification: the user account panel's own name. */
const USER_ACCOUNT_ASSET_TYPE = 'userAccount';

const present = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

export function endpointRiskSource(params: { id: string; assetType?: string; workbenchId?: string; workbenchUuid?: string }): RiskOverviewSource {
  return {
    assetId: present(params.id),
    assetType: present(params.assetType) ?? ENDPOINT_ASSET_TYPE,
    workbenchId: present(params.workbenchId),
    workbenchUuid: present(params.workbenchUuid),
  };
}

/** The cloud identity's asset id when given, else its ARN (the object the panel was opened for). */
export function cloudRiskSource(params: { arn: string; assetId?: string; assetType?: string }): RiskOverviewSource {
  return { assetId: present(params.assetId) ?? present(params.arn), assetType: present(params.assetType) ?? CLOUD_ASSET_TYPE };
}

export function userRiskSource(params: { userId: string }): RiskOverviewSource {
  return { assetId: present(params.userId), assetType: USER_ACCOUNT_ASSET_TYPE };
}

/** Whether the source names one call: both workbench ids, or an asset id and type. */
export const isCompleteRiskSource = (source: RiskOverviewSource): boolean =>
  Boolean((source.workbenchId && source.workbenchUuid) || (source.assetId && source.assetType));
