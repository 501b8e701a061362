import { http, HttpResponse } from 'msw';
import { isIpv4 } from '@soc/util';
import type { MockState } from '../state.ts';
import { errorResponse, failures, happyPaths, readFailures, readJson } from '../respond.ts';
import { SIMULATION_PATHS } from './paths.ts';
import {
  createDeviceList,
  createDownloadItems,
  createEmptyDeviceList,
  createHostileDeviceList,
  createHostileDownloadItems,
  createRunningTaskStatus,
  createTaskStatus,
} from './fixtures.ts';

const USE_CASES = ['APT28', 'BlackBasta'];
const dataData = (data: unknown) => HttpResponse.json({ data: { data } });

/** The 400 `info.number`s of spec 002 §8 a real server would answer for this body, if any. */
function triggerProblem(body: Record<string, unknown>): number | undefined {
  const ips = body.endpoint_ips;
  if (typeof body.guid !== 'string' || !body.guid || !USE_CASES.includes(String(body.use_case_num)) || !ips || typeof ips !== 'object' || Array.isArray(ips)) {
    return 132333;
  }
  const values = [body.source_ip, ...Object.values(ips)];
  if (values.some((ip) => ip === undefined || ip === '')) return 132334;
  if (values.some((ip) => typeof ip !== 'string' || !isIpv4(ip))) return 132336;
  const endpointIps = Object.values(ips).map(String);
  if (new Set(endpointIps).size !== endpointIps.length) return 132338;
  return undefined;
}

/** Every mapped error of spec 002 §8, for stories, tests and the mock backend's switch-board. */
export const SIMULATION_ERROR_CASES = {
  triggerInfoNumbers: [132333, 132334, 132335, 132336, 132337, 132338, 132124, 132125, 132126],
  signInsErrorCodes: [7930201, 7930101, 7935401],
} as const;

export const signInsHandlers = {
  default: (_state: MockState) => http.post(SIMULATION_PATHS.signIns, () => HttpResponse.json({ data: { generated: 25 } })),
  /** Spec 002 §8: 400 with `error.code` 7930201 / 7930101 / 7935401 (S33_25/26/27); any other code is the generic error. */
  quotaError: (code: number) => http.post(SIMULATION_PATHS.signIns, () => errorResponse(400, { code })),
  ...failures('post', SIMULATION_PATHS.signIns),
};

export const threatActorTriggerHandlers = {
  /** Validates the body the way the spec's error numbers suggest, so the warning toasts can be reached naturally. */
  default: (state: MockState) =>
    http.post(SIMULATION_PATHS.trigger, async ({ request }) => {
      const problem = triggerProblem(await readJson(request));
      if (problem) return errorResponse(400, { infoNumber: problem });
      return HttpResponse.json({ info: { number: 0 }, data: { simulationId: `sim-${state.now().toString(36)}` } });
    }),
  /** Spec 002 §8: 400 with `info.number` 132333–132338 or 132124–132126. */
  triggerError: (infoNumber: number) => http.post(SIMULATION_PATHS.trigger, () => errorResponse(400, { infoNumber })),
  ...failures('post', SIMULATION_PATHS.trigger),
};

export const downloadUrlsHandlers = {
  /** One signed URL per requested key, in request order. */
  default: (_state: MockState) =>
    http.post(SIMULATION_PATHS.downloadUrls, async ({ request }) => {
      const { objectKeys, signedUrlExpireSeconds } = await readJson(request);
      if (!Array.isArray(objectKeys) || !objectKeys.every((key) => typeof key === 'string')) return errorResponse(400, { message: 'objectKeys must be a list of keys' });
      const expire = typeof signedUrlExpireSeconds === 'number' ? signedUrlExpireSeconds : 6000;
      return HttpResponse.json(createDownloadItems(objectKeys as string[], expire));
    }),
  empty: () => http.post(SIMULATION_PATHS.downloadUrls, () => HttpResponse.json([])),
  hostile: () => http.post(SIMULATION_PATHS.downloadUrls, () => HttpResponse.json(createHostileDownloadItems())),
  ...readFailures('post', SIMULATION_PATHS.downloadUrls),
};

export const taskStatusHandlers = {
  default: (state: MockState) => http.get(SIMULATION_PATHS.taskStatus, () => dataData(createTaskStatus({}, state.now()))),
  running: (state: MockState) => http.get(SIMULATION_PATHS.taskStatus, () => dataData(createRunningTaskStatus(state.now()))),
  /** Spec 002 §8: the slide proceeds with loading cleared. */
  ...readFailures('get', SIMULATION_PATHS.taskStatus),
};

export const deviceListHandlers = {
  /** Depends on the persona: a small-business company has no appliances. */
  default: (state: MockState) => http.get(SIMULATION_PATHS.deviceList, () => dataData(createDeviceList(state.persona))),
  empty: () => http.get(SIMULATION_PATHS.deviceList, () => dataData(createEmptyDeviceList())),
  hostile: () => http.get(SIMULATION_PATHS.deviceList, () => dataData(createHostileDeviceList())),
  /** Spec 002 §8: warning toast S36_14 plus the generic error and the trace ID. */
  ...readFailures('get', SIMULATION_PATHS.deviceList),
};

/** Happy-path handlers of the attack simulator. */
export const simulationHandlers = (state: MockState) =>
  happyPaths(state, [signInsHandlers, threatActorTriggerHandlers, downloadUrlsHandlers, taskStatusHandlers, deviceListHandlers]);
