import { ApiError, ResponseShapeError } from '../client/errors.ts';
import { flattenAppliances, applianceLabel, getSimulationDeviceList } from './device-list.ts';
import { getSimulationDownloadUrls, SIMULATION_SCRIPT_KEYS, truncateHash } from './download-urls.ts';
import { generateSignIns, signInsErrorKey } from './sign-ins.ts';
import { getSimulationTaskStatus } from './task-status.ts';
import { THREAT_ACTOR_ERROR_TEXTS, threatActorErrorNumber, triggerThreatActorSimulation } from './threat-actor-trigger.ts';
import { callOf, headersOf, stubFetch } from '../testing/stub-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

describe('sign-ins generation', () => {
  it('posts without a body', async () => {
    const fetchMock = stubFetch({});
    await generateSignIns();
    expect(callOf(fetchMock)).toMatchObject({ url: '/public/sjg/api/v1/simulation/aad/signIns', method: 'POST', body: undefined });
  });
  it('maps only 400 error codes to message keys', () => {
    expect(signInsErrorKey(new ApiError(400, '/x', 't', { error: { code: 7930201 } }))).toBe('S33_25');
    expect(signInsErrorKey(new ApiError(400, '/x', 't', { error: { code: '7930101' } }))).toBe('S33_26');
    expect(signInsErrorKey(new ApiError(400, '/x', 't', { error: { code: 7935401 } }))).toBe('S33_27');
    expect(signInsErrorKey(new ApiError(400, '/x', 't', { error: { code: 1 } }))).toBeUndefined();
    expect(signInsErrorKey(new ApiError(500, '/x', 't', { error: { code: 7930201 } }))).toBeUndefined();
    expect(signInsErrorKey(new Error('x'))).toBeUndefined();
  });
});

describe('threat actor trigger', () => {
  const body = {
    guid: 'dev-xns-01', source_host: 'vns-tokyo-01', source_ip: '10.20.0.5', product_code: 'XNS', use_case_num: 'APT28' as const,
    endpoint_ips: { 'ipcam-lobby': '10.20.1.21', 'mikrotik-edge': '10.20.1.1', 'win10-finance-07': '10.20.3.57' },
  };
  it('posts the body with the trace id the toast will quote', async () => {
    const fetchMock = stubFetch({});
    await triggerThreatActorSimulation(body, 'trace-42');
    const call = callOf(fetchMock);
    expect(call).toMatchObject({ url: '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack', method: 'POST', body });
    expect(headersOf(fetchMock).get('X-Trace-Id')).toBe('trace-42');
  });
  it('maps a 400 info.number to the spec text and carries the trace id', async () => {
    stubFetch({ status: 400, body: { info: { number: 132338 } } });
    const error = await triggerThreatActorSimulation(body, 'trace-43').catch((e: unknown) => e);
    const number = threatActorErrorNumber(error);
    expect(number).toBe(132338);
    expect(number && THREAT_ACTOR_ERROR_TEXTS[number]).toBe('Duplicate IP address.');
    expect((error as ApiError).traceId).toBe('trace-43');
    expect(threatActorErrorNumber(new ApiError(400, '/x', 't', { info: { number: 999 } }))).toBeUndefined();
    expect(threatActorErrorNumber(new ApiError(409, '/x', 't', { info: { number: 132338 } }))).toBeUndefined();
  });
  it('keeps the spec wording, typos included', () => {
    expect(THREAT_ACTOR_ERROR_TEXTS[132334]).toBe('Specify a invalid IP.');
    expect(THREAT_ACTOR_ERROR_TEXTS[132124]).toBe('Unable to trigger threat actor simulation since a simulation is still running.');
  });
});

describe('download urls', () => {
  it('asks the four archives for 6000 s and reads url and sha256', async () => {
    const fetchMock = stubFetch({ body: [{ url: 'https://dl.example.com/a.zip', userMetadata: { sha256: 'ab' } }, { url: 'https://dl.example.com/b.zip' }] });
    const items = await getSimulationDownloadUrls();
    expect(callOf(fetchMock)).toMatchObject({
      url: '/public/svp/v2/fileUpload/downloadUrls', method: 'POST', body: { objectKeys: [...SIMULATION_SCRIPT_KEYS], signedUrlExpireSeconds: 6000 },
    });
    expect(SIMULATION_SCRIPT_KEYS).toHaveLength(4);
    expect(items).toEqual([
      { url: 'https://dl.example.com/a.zip', userMetadata: { sha256: 'ab' } },
      { url: 'https://dl.example.com/b.zip', userMetadata: { sha256: undefined } },
    ]);
  });
  it('keeps an item without a url in its place, with no url, so the others keep theirs', async () => {
    stubFetch({
      body: [{ url: null, userMetadata: { sha256: 'ab' } }, { url: 'https://dl.example.com/2.zip' }, null, { url: '' }, 'x', { url: 'https://dl.example.com/4.zip' }],
    });
    const items = await getSimulationDownloadUrls();
    expect(items.map((item) => item.url)).toEqual([undefined, 'https://dl.example.com/2.zip', undefined, undefined, undefined, 'https://dl.example.com/4.zip']);
    expect(items[0]?.userMetadata.sha256).toBe('ab');
  });
  it('rejects an answer of which no item has a url, or that is no list', async () => {
    stubFetch({ body: { data: [{ userMetadata: {} }, null] } }, { body: { data: { url: 'https://dl.example.com/1.zip' } } });
    await expect(getSimulationDownloadUrls()).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(getSimulationDownloadUrls()).rejects.toBeInstanceOf(ResponseShapeError);
  });
  it('reads an empty answer as no items', async () => {
    stubFetch({ body: [] });
    await expect(getSimulationDownloadUrls()).resolves.toEqual([]);
  });
  it('truncates a hash at 46 characters with an ellipsis', () => {
    const sha = 'a'.repeat(64);
    expect(truncateHash(sha)).toBe(`${'a'.repeat(46)}…`);
    expect(truncateHash('abc')).toBe('abc');
  });
});

describe('task status and device list', () => {
  it('unwraps data.data of the task status', async () => {
    const fetchMock = stubFetch({ body: { data: { data: { status: 'idle' } } } }, { body: { status: 'idle' } });
    expect(await getSimulationTaskStatus()).toEqual({ status: 'idle' });
    expect(callOf(fetchMock).url).toBe('/public/ptp/n1-simulations/v1/task-status');
    await expect(getSimulationTaskStatus()).rejects.toBeInstanceOf(ResponseShapeError);
  });
  it('reads both device lists, filling missing groups with empty lists', async () => {
    const device = { hostname: 'vns-tokyo-01', device_ip: '10.20.0.5', device_id: 'dev-1', product_id: 'XNS' };
    const fetchMock = stubFetch({ body: { data: { data: { behavior_anomaly_device_list: { xnsDeviceList: [device] }, threat_actor_simulation_device_list: null } } } });
    const lists = await getSimulationDeviceList();
    expect(callOf(fetchMock).url).toBe('/ui/ani/dms/api/v1/get_simulation_device_list');
    expect(lists.behavior_anomaly_device_list).toEqual({ xnsDeviceList: [device], ddiDeviceList: [], tpDeviceList: [] });
    expect(flattenAppliances(lists.threat_actor_simulation_device_list)).toEqual([]);
    expect(flattenAppliances(lists.behavior_anomaly_device_list)).toEqual([{ ...device, group: 'xnsDeviceList' }]);
    expect(applianceLabel(device)).toBe('vns-tokyo-01 (10.20.0.5)');

    // One appliance without an id cannot be chosen; the others stay in the list.
    stubFetch({ body: { data: { data: { behavior_anomaly_device_list: { xnsDeviceList: [{ hostname: 'no-id' }, device, null] }, threat_actor_simulation_device_list: {} } } } });
    expect((await getSimulationDeviceList()).behavior_anomaly_device_list.xnsDeviceList).toEqual([device]);
  });
});
