// Mobile device (spec 001 §2.10, §3).
import { FIXED_NOW } from '../state.ts';
import { HOSTILE_TEXT, hoursAgo, nullAll, type Nullable, overridable } from './fixture-kit.ts';

function fullMobile(now: number = FIXED_NOW) {
  return {
    basicSecurityStatus: 3,
    basicDeviceStatus: 2,
    basicLastScanTime: hoursAgo(now, 14),
    basicDeviceType: 1,
    basicDeviceName: 'Dana’s iPhone',
    osVersion: 'iOS 18.1.1',
    hardwareModel: 'iPhone 15 Pro (A3102)',
    hardwareBrand: 'Apple',
    hardwareManufacturer: 'Apple Inc.',
    securityMac: 'a4:83:e7:2b:91:0c',
    imei: '356938035643809',
  };
}

export type MobileRecordFixture = Nullable<ReturnType<typeof fullMobile>>;

export const createMobileRecord = overridable(fullMobile);

export const mobileRecordVariants = {
  empty: (): MobileRecordFixture => nullAll(fullMobile(FIXED_NOW)),
  /** Codes outside spec 001 §3 (a dash each) and script and markup in every text. */
  hostile: (now: number = FIXED_NOW): MobileRecordFixture =>
    createMobileRecord(
      {
        basicSecurityStatus: 9,
        basicDeviceStatus: 0,
        basicDeviceName: HOSTILE_TEXT.script,
        osVersion: HOSTILE_TEXT.img,
        hardwareModel: HOSTILE_TEXT.svg,
        hardwareBrand: HOSTILE_TEXT.link,
        hardwareManufacturer: HOSTILE_TEXT.script,
        securityMac: HOSTILE_TEXT.img,
        imei: HOSTILE_TEXT.svg,
      },
      now,
    ),
  /** An Android device: any device type other than 1. */
  android: (now: number = FIXED_NOW): MobileRecordFixture =>
    createMobileRecord(
      {
        basicSecurityStatus: 1,
        basicDeviceStatus: 1,
        basicDeviceType: 2,
        basicDeviceName: 'SM-S928B',
        osVersion: 'Android 15',
        hardwareModel: 'Galaxy S24 Ultra',
        hardwareBrand: 'samsung',
        hardwareManufacturer: 'Samsung Electronics Co., Ltd.',
        imei: '352099001761481',
      },
      now,
    ),
  long: (now: number = FIXED_NOW): MobileRecordFixture =>
    createMobileRecord(
      {
        basicSecurityStatus: 4,
        basicDeviceStatus: 3,
        basicDeviceName: `${'Field engineering shared tablet '.repeat(5)}#17`,
        hardwareManufacturer: `${'Rugged Devices International Manufacturing '.repeat(3)}GmbH`,
      },
      now,
    ),
};
