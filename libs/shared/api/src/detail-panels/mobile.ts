import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { optNumber, optText } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { optTimestamp, recordEnvelope } from './schema-extras.ts';

/** Spec 001 §3 codes; unknown numbers are kept so the panel can show a dash for them. */
export const MOBILE_SECURITY_STATUS = { 1: 'safe', 2: 'warning', 3: 'medium', 4: 'high' } as const;
export const MOBILE_DEVICE_STATUS = { 1: 'success', 2: 'warning', 3: 'error' } as const;

export const mobileRecordSchema = z.looseObject({
  basicSecurityStatus: optNumber,
  basicDeviceStatus: optNumber,
  basicLastScanTime: optTimestamp,
  /** 1 is one label, any other value another (spec 001 §3). */
  basicDeviceType: optNumber,
  basicDeviceName: optText,
  osVersion: optText,
  hardwareModel: optText,
  hardwareBrand: optText,
  hardwareManufacturer: optText,
  securityMac: optText,
  imei: optText,
});
export type MobileRecord = z.output<typeof mobileRecordSchema>;

export const MOBILE_PATH = '/public/svp/v2/object/mobile/query';

export function getMobileRecord(deviceId: string, signal?: AbortSignal): Promise<MobileRecord> {
  return request({ method: 'POST', path: MOBILE_PATH, body: { deviceId }, schema: recordEnvelope(mobileRecordSchema), signal });
}

export const mobileQueryOptions = (deviceId: string) =>
  detailPanelQuery(detailPanelKeys.mobile(deviceId), (signal) => getMobileRecord(deviceId, signal));
