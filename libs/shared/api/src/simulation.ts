// Attack simulator calls (spec 002 §7) and their error catalogues (§8).
export { simulationKeys } from './simulation/keys.ts';
export { generateSignIns, signInsErrorKey, SIGN_INS_PATH, SIGN_INS_ERROR_KEYS, SIGN_INS_SUCCESS_KEY } from './simulation/sign-ins.ts';
export type { SignInsErrorKey } from './simulation/sign-ins.ts';
export {
  triggerThreatActorSimulation,
  threatActorErrorNumber,
  THREAT_ACTOR_TRIGGER_PATH,
  THREAT_ACTOR_USE_CASES,
  THREAT_ACTOR_IDS,
  THREAT_ACTOR_ERROR_TEXTS,
  THREAT_ACTOR_ERROR_NUMBERS,
} from './simulation/threat-actor-trigger.ts';
export type { ThreatActorTrigger, ThreatActorUseCase, ThreatActorErrorNumber } from './simulation/threat-actor-trigger.ts';
export {
  getSimulationDownloadUrls,
  simulationDownloadsQueryOptions,
  downloadItemSchema,
  downloadUrlsSchema,
  truncateHash,
  DOWNLOAD_URLS_PATH,
  SIMULATION_SCRIPT_KEYS,
  SIGNED_URL_EXPIRE_SECONDS,
  SHA256_DISPLAY_LENGTH,
} from './simulation/download-urls.ts';
export type { DownloadItem } from './simulation/download-urls.ts';
export { getSimulationTaskStatus, taskStatusQueryOptions, taskStatusSchema, TASK_STATUS_PATH } from './simulation/task-status.ts';
export type { TaskStatus } from './simulation/task-status.ts';
export {
  getSimulationDeviceList,
  simulationDeviceListQueryOptions,
  simulationDeviceListSchema,
  applianceSchema,
  applianceGroupsSchema,
  applianceLabel,
  flattenAppliances,
  APPLIANCE_GROUPS,
  DEVICE_LIST_PATH,
} from './simulation/device-list.ts';
export type { Appliance, ApplianceGroups, ApplianceGroupKey, SimulationDeviceList } from './simulation/device-list.ts';
