// Mobile panel (spec 001 §2.10): POST /public/svp/v2/object/mobile/query { deviceId }.
import { MOBILE_DEVICE_STATUS, MOBILE_SECURITY_STATUS, mobileQueryOptions, type MobileRecord } from '@soc/api';
import type { PanelState } from '../model/panel-state.ts';
import { usePanelRecord } from './use-panel-record.ts';

export type MobileSecurityLevel = (typeof MOBILE_SECURITY_STATUS)[keyof typeof MOBILE_SECURITY_STATUS];
export type MobileAgentStatus = (typeof MOBILE_DEVICE_STATUS)[keyof typeof MOBILE_DEVICE_STATUS];
/** Spec 001 §3: basicDeviceType 1 is one label, any other value the other. */
export type MobileDeviceKind = 'ios' | 'android';

/** 1 safe, 2 warning, 3 medium, 4 high; anything else (or nothing) is unknown and shows a dash. */
export function mobileSecurityLevel(code: number | null | undefined): MobileSecurityLevel | undefined {
  return code != null && code in MOBILE_SECURITY_STATUS ? MOBILE_SECURITY_STATUS[code as keyof typeof MOBILE_SECURITY_STATUS] : undefined;
}

/** 1 success, 2 warning, 3 error; anything else shows a dash. */
export function mobileAgentStatus(code: number | null | undefined): MobileAgentStatus | undefined {
  return code != null && code in MOBILE_DEVICE_STATUS ? MOBILE_DEVICE_STATUS[code as keyof typeof MOBILE_DEVICE_STATUS] : undefined;
}

/** 1 is iOS; any other value, the spec's "another" label, Android. A missing type shows a dash. */
export function mobileDeviceKind(code: number | null | undefined): MobileDeviceKind | undefined {
  if (code == null) return undefined;
  return code === 1 ? 'ios' : 'android';
}

/**
 * The mobile inventory (spec 001 §2.18 names the page, not its address or filters): the console's
 * Mobile Security inventory route. The device is not preselected: the specification gives no parameter for it.
 */
export const MOBILE_INVENTORY_PATH = '/app/mobile/inventory';

export type MobilePanelState = PanelState<MobileRecord>;

export function useMobilePanel(deviceId: string): MobilePanelState {
  return usePanelRecord(deviceId, mobileQueryOptions);
}
