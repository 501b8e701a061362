import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { optText } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { recordEnvelope } from './schema-extras.ts';

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

export function getCloudAsset(arn: string, signal?: AbortSignal): Promise<CloudAsset> {
  return request({ path: CLOUD_ASSET_PATH, query: { arn, assetType: 'cloudAsset' }, schema: recordEnvelope(cloudAssetSchema), signal });
}

export const cloudAssetQueryOptions = (arn: string) =>
  detailPanelQuery(detailPanelKeys.cloudAsset(arn), (signal) => getCloudAsset(arn, signal));
