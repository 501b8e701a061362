// External reputation report (spec 001 §2.6–2.9 "threat intelligence" tabs). The answer is read
// from `data.attributes` and `data.queryDate`; refresh=1 asks the server for a fresh lookup.
import { z } from 'zod/mini';
import { ApiError } from '../client/errors.ts';
import { request } from '../client/request.ts';
import { listOf, optNumber, optObject, optText, textList } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery, type Refresh, type ThreatIntelKind } from './keys.ts';
import { optTimestamp } from './schema-extras.ts';
import { encodeUrlId } from './url-id.ts';

export const THREAT_INTEL_KINDS = ['file', 'url', 'domain', 'ip_address'] as const satisfies readonly ThreatIntelKind[];

const count = z.pipe(optNumber, z.transform((v) => v ?? 0));

// Classification entries come as `{ value, count }` from reputation services; plain text is read as a value.
const classificationEntry = z.catch(
  z.nullish(
    z.union([
      z.pipe(z.string(), z.transform((value) => ({ value, count: undefined }))),
      z.looseObject({ value: optText, count: optNumber }),
    ]),
  ),
  undefined,
);
const classificationList = z.catch(
  z.pipe(z.nullish(z.array(classificationEntry)), z.transform((list) => (list ?? []).filter((e): e is NonNullable<typeof e> => e != null))),
  [],
);

export const threatIntelAttributesSchema = z.looseObject({
  last_analysis_stats: optObject({ malicious: count, suspicious: count, undetected: count, harmless: count }),
  last_analysis_date: optTimestamp,
  tags: textList,
  meaningful_name: optText,
  type_tag: optText,
  size: optNumber,
  popular_threat_classification: optObject({
    suggested_threat_label: optText,
    popular_threat_category: classificationList,
    popular_threat_name: classificationList,
  }),
  crowdsourced_yara_results: listOf(z.looseObject({ rule_name: optText })),
  last_http_response_code: optNumber,
  registrar: optText,
  creation_date: optTimestamp,
  asn: optNumber,
  as_owner: optText,
  country: optText,
  network: optText,
});

export const threatIntelReportSchema = z.pipe(
  z.looseObject({
    data: z.looseObject({
      attributes: z.pipe(z.nullish(threatIntelAttributesSchema), z.transform((a) => a ?? threatIntelAttributesSchema.parse({}))),
      queryDate: optTimestamp,
    }),
  }),
  z.transform((v) => ({ attributes: v.data.attributes, queryDate: v.data.queryDate })),
);
export type ThreatIntelReport = z.output<typeof threatIntelReportSchema>;
export type ThreatIntelAttributes = ThreatIntelReport['attributes'];

/** For kind `url`, `id` is the URL itself and is sent as its base64 identifier (spec 001 §5). */
export function threatIntelPath(kind: ThreatIntelKind, id: string): string {
  const wireId = kind === 'url' ? encodeUrlId(id) : id;
  return `/public/svp/v2/object/vt/report/${kind}/${encodeURIComponent(wireId)}`;
}

export function getThreatIntelReport(kind: ThreatIntelKind, id: string, refresh: Refresh, signal?: AbortSignal): Promise<ThreatIntelReport> {
  return request({ path: threatIntelPath(kind, id), query: { refresh }, schema: threatIntelReportSchema, signal });
}

/** The first query uses refresh 0; the panel's refresh button asks again with refresh 1 (spec 001 §4). */
export const threatIntelQueryOptions = (kind: ThreatIntelKind, id: string, refresh: Refresh = 0) =>
  detailPanelQuery(detailPanelKeys.threatIntel(kind, id, refresh), (signal) => getThreatIntelReport(kind, id, refresh, signal), {  });

export interface VendorDetections {
  malicious: number;
  total: number;
}

/** "Malicious count over the sum of the four counts" (spec 001 §5); missing counts are 0. */
export function vendorDetections(
  stats: Partial<Record<'malicious' | 'suspicious' | 'undetected' | 'harmless', number | null>> | null | undefined,
): VendorDetections {
  const n = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
  const malicious = n(stats?.malicious);
  return { malicious, total: malicious + n(stats?.suspicious) + n(stats?.undetected) + n(stats?.harmless) };
}

export const THREAT_INTEL_ERROR_KEYS = { 400401: 'D100_22', 400404: 'D100_23', 400429: 'D100_24' } as const;
export type ThreatIntelErrorKey = (typeof THREAT_INTEL_ERROR_KEYS)[keyof typeof THREAT_INTEL_ERROR_KEYS] | 'ERROR.COMMON_ERROR';

/** Spec 001 §8: on HTTP 400 the error number picks the message; anything else is the common error. */
export function threatIntelErrorKey(error: unknown): ThreatIntelErrorKey {
  if (!(error instanceof ApiError) || error.status !== 400) return 'ERROR.COMMON_ERROR';
  const number = error.errorNumber;
  if (number === 400401 || number === 400404 || number === 400429) return THREAT_INTEL_ERROR_KEYS[number];
  return 'ERROR.COMMON_ERROR';
}
