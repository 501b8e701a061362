// The record shared by the URL, domain and IP panels (spec 001 §3 "URL, domain and IP record"),
// and its three query calls.
import { z } from 'zod/mini';
import { listOf, optNumber, optText, textList } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { objectLookup, panelRecordCall } from './record-call.ts';
import { optTimestamp } from './schema-extras.ts';
import { encodeUrlId } from './url-id.ts';

/**
 * One point of the activity history. Its fields are not shown in the specification; we read
 * `{ time, count }` (time as ISO text or epoch), the same pair peakHourTime/peakHourActivities name.
 */
export const activityPointSchema = z.looseObject({ time: optTimestamp, count: optNumber });
export type ActivityPoint = z.output<typeof activityPointSchema>;

export const objectRecordSchema = z.looseObject({
  objectName: optText,
  domainName: optText,
  wrsScore: optNumber,
  wrsCategory: textList,
  registrantName: optText,
  /** Spelled as the specification spells it. */
  registrantCounty: optText,
  createdDate: optTimestamp,
  updatedDate: optTimestamp,
  expiredDate: optTimestamp,
  host: optText,
  hostedIP: textList,
  hostedLocation: textList,
  firstSeen: optTimestamp,
  lastSeen: optTimestamp,
  hourlyAverageActivities: optNumber,
  totalActivities: optNumber,
  peakHourTime: optTimestamp,
  peakHourActivities: optNumber,
  activityHistory: listOf(activityPointSchema),
});
export type ObjectRecord = z.output<typeof objectRecordSchema>;

export const URL_PATH = '/public/svp/v2/object/url/query';
export const DOMAIN_PATH = '/public/svp/v2/object/domain/query';
export const IP_PATH = '/public/svp/v2/object/ip/query';

/** `url` is the URL itself; it is sent as its unpadded base64 identifier (spec 001 §5). */
export const { get: getUrlRecord, queryOptions: urlQueryOptions } = panelRecordCall(objectRecordSchema, detailPanelKeys.url, (url: string) => ({
  method: 'POST',
  path: URL_PATH,
  body: { url: encodeUrlId(url) },
}));
export const { get: getDomainRecord, queryOptions: domainQueryOptions } = objectLookup(DOMAIN_PATH, 'domain', objectRecordSchema, detailPanelKeys.domain);
export const { get: getIpRecord, queryOptions: ipQueryOptions } = objectLookup(IP_PATH, 'ip', objectRecordSchema, detailPanelKeys.ip);

/** The busiest point of the history (the chart marks it); the first one wins a tie. */
export function activityPeak(history: readonly ActivityPoint[]): ActivityPoint | undefined {
  let peak: ActivityPoint | undefined;
  for (const point of history) {
    if (point.count != null && (peak?.count == null || point.count > peak.count)) peak = point;
  }
  return peak;
}
