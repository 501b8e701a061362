// Tags tab of the endpoint panel. Spec 001 §7: the answer is "read from data.data" — the list
// sits two envelopes deep, and both envelopes are required.
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { entriesOf, listOf, optText } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';

export const customTagSchema = z.looseObject({
  labelName: optText,
  tagValues: listOf(z.looseObject({ value: optText })),
});
export type CustomTag = z.output<typeof customTagSchema>;

export const customTagsResponseSchema = z.pipe(
  z.looseObject({ data: z.looseObject({ data: entriesOf(customTagSchema) }) }),
  z.transform((v) => v.data.data),
);

export const CUSTOM_TAGS_PATH = '/public/ass/api/v1/trilogy/tag/query-custom-tags-by-assetIDs';

export function getCustomTags(assetIds: readonly string[], signal?: AbortSignal): Promise<CustomTag[]> {
  return request({
    method: 'POST',
    path: CUSTOM_TAGS_PATH,
    query: { assetType: 1 },
    body: { assetIDs: [...assetIds] },
    schema: customTagsResponseSchema,
    signal,
  });
}

export const customTagsQueryOptions = (assetIds: readonly string[]) =>
  detailPanelQuery(detailPanelKeys.customTags(assetIds), (signal) => getCustomTags(assetIds, signal), { enabled: assetIds.length > 0 });
