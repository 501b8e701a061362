// The record shared by the URL, domain and IP panels (spec 001 §3 "URL, domain and IP record"),
// and its three query calls.
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { listOf, optNumber, optText, textList } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { optTimestamp, recordEnvelope } from './schema-extras.ts';
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

const objectResponseSchema = recordEnvelope(objectRecordSchema);

export const URL_PATH = '/public/svp/v2/object/url/query';
export const DOMAIN_PATH = '/public/svp/v2/object/domain/query';
export const IP_PATH = '/public/svp/v2/object/ip/query';

/** `url` is the URL itself; it is sent as its unpadded base64url identifier (spec 001 §5). */
export function getUrlRecord(url: string, signal?: AbortSignal): Promise<ObjectRecord> {
  return request({ method: 'POST', path: URL_PATH, body: { url: encodeUrlId(url) }, schema: objectResponseSchema, signal });
}

export function getDomainRecord(domain: string, signal?: AbortSignal): Promise<ObjectRecord> {
  return request({ method: 'POST', path: DOMAIN_PATH, body: { domain }, schema: objectResponseSchema, signal });
}

export function getIpRecord(ip: string, signal?: AbortSignal): Promise<ObjectRecord> {
  return request({ method: 'POST', path: IP_PATH, body: { ip }, schema: objectResponseSchema, signal });
}

export const urlQueryOptions = (url: string) =>
  detailPanelQuery(detailPanelKeys.url(url), (signal) => getUrlRecord(url, signal));
export const domainQueryOptions = (domain: string) =>
  detailPanelQuery(detailPanelKeys.domain(domain), (signal) => getDomainRecord(domain, signal));
export const ipQueryOptions = (ip: string) => detailPanelQuery(detailPanelKeys.ip(ip), (signal) => getIpRecord(ip, signal));

/** The busiest point of the history (the chart marks it); the first one wins a tie. */
export function activityPeak(history: readonly ActivityPoint[]): ActivityPoint | undefined {
  let peak: ActivityPoint | undefined;
  for (const point of history) {
    if (point.count != null && (peak?.count == null || point.count > peak.count)) peak = point;
  }
  return peak;
}
