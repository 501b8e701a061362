import { cloudAssetQueryOptions, type CloudAsset } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/** The cloud asset by ARN (spec 001 §2.12, §7: `?arn=…&assetType=cloudAsset`). */
export function useCloudAsset(arn: string): PanelState<CloudAsset> {
  return toPanelState(useQuery(cloudAssetQueryOptions(arn)));
}
