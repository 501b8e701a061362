import { z } from 'zod/mini';
import { optText } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { panelRecordCall } from './record-call.ts';

export const cloudAssetSchema = z.looseObject({
  assetName: optText,
  resourceGroup: optText,
  provider: optText,
  region: optText,
  service: optText,
  resourceLink: optText,
  /** The "tag map" of spec 001 §3; its field name is not shown, we read `tags`. */
  tags: z.catch(z.pipe(z.nullish(z.record(z.string(), optText)), z.transform((map) => map ?? {})), {}),
});
export type CloudAsset = z.output<typeof cloudAssetSchema>;

export const CLOUD_ASSET_PATH = '/ui/fbt/api/v1/basic/cloud/basic';

export const { get: getCloudAsset, queryOptions: cloudAssetQueryOptions } = panelRecordCall(cloudAssetSchema, detailPanelKeys.cloudAsset, (arn: string) => ({
  path: CLOUD_ASSET_PATH,
  query: { arn, assetType: 'cloudAsset' },
}));
