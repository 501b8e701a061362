// Attack-simulator data of spec 002 §3: download items, task status, appliances.
import type { Persona } from '../personas.ts';
import { FIXED_NOW } from '../state.ts';

const HOUR = 3600 * 1000;

/**
 * A stable, SHA-256-shaped (64 hex) digest of a text. Not a real SHA-256: the handlers also run in the
 * browser worker, where a synchronous digest is not available, and the console only displays the value.
 */
function fakeSha256(text: string): string {
  let out = '';
  for (let round = 0; round < 8; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (const char of `${round}:${text}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    out += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}

export interface DownloadItemFixture {
  url: string;
  userMetadata: { sha256: string };
}

/** A signed archive URL (spec 002 §3 download item) for an object key, valid for `expireSeconds`. */
function createDownloadItem(objectKey = 'attack-simulator/T1003-credential-dumping.zip', overrides: Partial<DownloadItemFixture> = {}, expireSeconds = 6000): DownloadItemFixture {
  const signature = fakeSha256(`sig:${objectKey}`).slice(0, 32);
  return {
    url: `https://downloads.example.com/${objectKey}?X-Amz-Expires=${expireSeconds}&X-Amz-Signature=${signature}`,
    userMetadata: { sha256: fakeSha256(objectKey) },
    ...overrides,
  };
}

export function createDownloadItems(objectKeys: readonly string[], expireSeconds = 6000): DownloadItemFixture[] {
  return objectKeys.map((key) => createDownloadItem(key, {}, expireSeconds));
}

/** URLs the console must not offer as links, and a hash with markup. */
export function createHostileDownloadItems(): DownloadItemFixture[] {
  return [
    createDownloadItem('a.zip', { url: 'javascript:alert(document.cookie)' }),
    createDownloadItem('b.zip', { userMetadata: { sha256: '<img src=x onerror=alert(1)>' } }),
  ];
}

/** The task status' server fields are not shown by the spec: an id, a state and the times a run is allowed. */
export function createTaskStatus(overrides: Record<string, unknown> = {}, now: number = FIXED_NOW) {
  return {
    taskId: 'n1-sim-7c41e2',
    status: 'completed',
    isRunning: false,
    useCase: 'APT28',
    lastTriggerTime: now - 26 * HOUR,
    nextAvailableTime: now - 2 * HOUR,
    ...overrides,
  };
}

/** A simulation started 5 minutes ago: the next run waits 24 hours (spec 002 §2.3 notice). */
export function createRunningTaskStatus(now: number = FIXED_NOW) {
  return createTaskStatus({ status: 'running', isRunning: true, lastTriggerTime: now - HOUR / 12, nextAvailableTime: now + 24 * HOUR - HOUR / 12 }, now);
}

export interface ApplianceFixture {
  hostname: string;
  device_ip: string;
  device_id: string;
  product_id: string;
}

function createAppliance(overrides: Partial<ApplianceFixture> = {}): ApplianceFixture {
  return { hostname: 'vns-tokyo-01', device_ip: '10.20.0.5', device_id: '5f0c2a9e-3b1d-4e7a-9c21-0d8e6b4f1a01', product_id: 'XNS', ...overrides };
}

export interface ApplianceGroupsFixture {
  xnsDeviceList: ApplianceFixture[];
  ddiDeviceList: ApplianceFixture[];
  tpDeviceList: ApplianceFixture[];
}

export function createApplianceGroups(overrides: Partial<ApplianceGroupsFixture> = {}): ApplianceGroupsFixture {
  return {
    xnsDeviceList: [
      createAppliance(),
      createAppliance({ hostname: 'vns-osaka-02', device_ip: '10.30.0.7', device_id: '5f0c2a9e-3b1d-4e7a-9c21-0d8e6b4f1a02' }),
    ],
    ddiDeviceList: [createAppliance({ hostname: 'ddi-hq-core', device_ip: '172.16.4.20', device_id: '8a1e77d0-52c4-41b9-8f3e-6c2d9b0e4c11', product_id: 'DDI' })],
    tpDeviceList: [createAppliance({ hostname: 'tps-edge-8200', device_ip: '192.168.10.2', device_id: 'c3d9e2f1-0a4b-4c6d-8e7f-1a2b3c4d5e61', product_id: 'TP' })],
    ...overrides,
  };
}

const NO_APPLIANCES: ApplianceGroupsFixture = { xnsDeviceList: [], ddiDeviceList: [], tpDeviceList: [] };

/**
 * Both lists of spec 002 §3 (the `data.data` content). A small-business company has no network
 * appliances, so "Run simulation" is disabled there (§2.3).
 */
export function createDeviceList(persona?: Pick<Persona, 'view'>, overrides: { behavior_anomaly_device_list?: ApplianceGroupsFixture; threat_actor_simulation_device_list?: ApplianceGroupsFixture } = {}) {
  if (persona?.view === 'smbp') return { behavior_anomaly_device_list: NO_APPLIANCES, threat_actor_simulation_device_list: NO_APPLIANCES, ...overrides };
  return {
    behavior_anomaly_device_list: createApplianceGroups(),
    // TippingPoint is not offered for threat-actor simulations in this data set, so one group is empty.
    threat_actor_simulation_device_list: createApplianceGroups({ tpDeviceList: [] }),
    ...overrides,
  };
}

export function createEmptyDeviceList() {
  return { behavior_anomaly_device_list: NO_APPLIANCES, threat_actor_simulation_device_list: NO_APPLIANCES };
}

/** Host names with markup: the option label must show them as text. */
export function createHostileDeviceList() {
  const hostile = createApplianceGroups({
    xnsDeviceList: [createAppliance({ hostname: '<img src=x onerror=alert(1)>', device_ip: '<script>alert(2)</script>' })],
  });
  return { behavior_anomaly_device_list: hostile, threat_actor_simulation_device_list: hostile };
}
