import { z } from 'zod/mini';
import { optNumber, optText } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { objectLookup } from './record-call.ts';
import { optTimestamp } from './schema-extras.ts';

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

export const { get: getMobileRecord, queryOptions: mobileQueryOptions } = objectLookup(MOBILE_PATH, 'deviceId', mobileRecordSchema, detailPanelKeys.mobile);
