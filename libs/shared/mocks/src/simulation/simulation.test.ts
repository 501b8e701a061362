import { getResponse, type RequestHandler } from 'msw';
import { downloadUrlsSchema, SIMULATION_SCRIPT_KEYS, simulationDeviceListSchema, taskStatusSchema, flattenAppliances } from '@soc/api';
import { createMockState, FIXED_NOW, type MockState } from '../state.ts';
import { deviceListHandlers, downloadUrlsHandlers, signInsHandlers, SIMULATION_ERROR_CASES, simulationHandlers, taskStatusHandlers, threatActorTriggerHandlers } from './handlers.ts';

const BASE = 'http://localhost';

async function send(handlers: RequestHandler[], method: 'GET' | 'POST', path: string, body?: unknown) {
  const request = new Request(new URL(path, BASE), { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await getResponse(handlers, request, { baseUrl: BASE });
  if (!response) throw new Error(`${method} ${path} is not answered`);
  return { status: response.status, json: (await response.json()) as unknown };
}

const TRIGGER = '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack';
const apt28 = {
  guid: '5f0c2a9e-3b1d-4e7a-9c21-0d8e6b4f1a01', source_host: 'vns-tokyo-01', source_ip: '10.20.0.5', product_code: 'XNS', use_case_num: 'APT28',
  endpoint_ips: { 'ipcam-lobby': '10.20.1.21', 'mikrotik-edge': '10.20.1.1', 'win10-finance-07': '10.20.3.57' },
};

let state: MockState;
beforeEach(() => {
  state = createMockState({ now: () => FIXED_NOW });
});

describe('sign-ins generation', () => {
  it('succeeds by default and offers the mapped 400 codes', async () => {
    expect((await send(simulationHandlers(state), 'POST', '/public/sjg/api/v1/simulation/aad/signIns')).status).toBe(200);
    const failed = await send([signInsHandlers.quotaError(7930201)], 'POST', '/public/sjg/api/v1/simulation/aad/signIns');
    expect(failed).toMatchObject({ status: 400, json: { error: { code: 7930201 } } });
  });
});

describe('threat actor trigger', () => {
  it('accepts a valid simulation', async () => {
    expect((await send(simulationHandlers(state), 'POST', TRIGGER, apt28)).status).toBe(200);
  });
  it.each([
    ['a missing appliance', { ...apt28, guid: '' }, 132333],
    ['an unknown use case', { ...apt28, use_case_num: 'Lazarus' }, 132333],
    ['an empty IP', { ...apt28, endpoint_ips: { ...apt28.endpoint_ips, 'ipcam-lobby': '' } }, 132334],
    ['a malformed IP', { ...apt28, endpoint_ips: { ...apt28.endpoint_ips, 'ipcam-lobby': '10.20.1.300' } }, 132336],
    ['a duplicate IP', { ...apt28, endpoint_ips: { ...apt28.endpoint_ips, 'ipcam-lobby': '10.20.1.1' } }, 132338],
  ])('answers %s with its info.number', async (_name, body, number) => {
    expect(await send(simulationHandlers(state), 'POST', TRIGGER, body)).toMatchObject({ status: 400, json: { info: { number } } });
  });
  it('offers every catalogued error', async () => {
    expect(await send([threatActorTriggerHandlers.triggerError(132124)], 'POST', TRIGGER, apt28)).toMatchObject({ status: 400, json: { info: { number: 132124 } } });
  });
});

describe('download urls', () => {
  it('signs one url per archive with its sha256', async () => {
    const { json } = await send(simulationHandlers(state), 'POST', '/public/svp/v2/fileUpload/downloadUrls', { objectKeys: SIMULATION_SCRIPT_KEYS, signedUrlExpireSeconds: 6000 });
    const items = downloadUrlsSchema.parse(json);
    expect(items).toHaveLength(4);
    for (const [i, item] of items.entries()) {
      expect(item.url).toContain(SIMULATION_SCRIPT_KEYS[i]);
      expect(item.url).toContain('X-Amz-Expires=6000');
      expect(item.userMetadata.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });
  it('offers empty, hostile and bad-data variants', async () => {
    const path = '/public/svp/v2/fileUpload/downloadUrls';
    expect(downloadUrlsSchema.parse((await send([downloadUrlsHandlers.empty()], 'POST', path, {})).json)).toEqual([]);
    expect(downloadUrlsSchema.parse((await send([downloadUrlsHandlers.hostile()], 'POST', path, {})).json)[0]?.url).toMatch(/^javascript:/);
    expect(downloadUrlsSchema.safeParse((await send([downloadUrlsHandlers.badData()], 'POST', path, {})).json).success).toBe(false);
  });
});

describe('task status and device list', () => {
  it('answers the task status in data.data', async () => {
    const status = taskStatusSchema.parse((await send(simulationHandlers(state), 'GET', '/public/ptp/n1-simulations/v1/task-status')).json);
    expect(status).toMatchObject({ status: 'completed', isRunning: false });
    expect(taskStatusSchema.parse((await send([taskStatusHandlers.running(state)], 'GET', '/public/ptp/n1-simulations/v1/task-status')).json)).toMatchObject({ isRunning: true });
    expect(taskStatusSchema.safeParse((await send([taskStatusHandlers.badData()], 'GET', '/public/ptp/n1-simulations/v1/task-status')).json).success).toBe(false);
  });

  it('answers both device lists, empty for a small-business company', async () => {
    const path = '/ui/ani/dms/api/v1/get_simulation_device_list';
    const lists = simulationDeviceListSchema.parse((await send(simulationHandlers(state), 'GET', path)).json);
    expect(flattenAppliances(lists.behavior_anomaly_device_list).map((a) => a.group)).toEqual(['xnsDeviceList', 'xnsDeviceList', 'ddiDeviceList', 'tpDeviceList']);
    expect(lists.threat_actor_simulation_device_list.xnsDeviceList[0]).toMatchObject({ hostname: 'vns-tokyo-01', device_ip: '10.20.0.5', product_id: 'XNS' });
    const smb = createMockState({ personaId: 'smbp-legacy', now: () => FIXED_NOW });
    const none = simulationDeviceListSchema.parse((await send(simulationHandlers(smb), 'GET', path)).json);
    expect(flattenAppliances(none.threat_actor_simulation_device_list)).toEqual([]);
    expect(simulationDeviceListSchema.safeParse((await send([deviceListHandlers.badData()], 'GET', path)).json).success).toBe(false);
    expect(flattenAppliances(simulationDeviceListSchema.parse((await send([deviceListHandlers.empty()], 'GET', path)).json).behavior_anomaly_device_list)).toEqual([]);
  });
});

describe('every mapped error of spec 002 §8 has a handler variant', () => {
  it.each(SIMULATION_ERROR_CASES.triggerInfoNumbers)('trigger answers 400 with info.number %i', async (number) => {
    expect(await send([threatActorTriggerHandlers.triggerError(number)], 'POST', TRIGGER, apt28)).toMatchObject({ status: 400, json: { info: { number } } });
  });
  it.each(SIMULATION_ERROR_CASES.signInsErrorCodes)('sign-ins answers 400 with error.code %i', async (code) => {
    expect(await send([signInsHandlers.quotaError(code)], 'POST', '/public/sjg/api/v1/simulation/aad/signIns')).toMatchObject({ status: 400, json: { error: { code } } });
  });
});
