// Attack simulator calls (spec 002 §7) and their error catalogues (§8).
export { generateSignIns, signInsErrorKey } from './simulation/sign-ins.ts';
export type { SignInsErrorKey } from './simulation/sign-ins.ts';
export {
  triggerThreatActorSimulation,
  threatActorErrorNumber,
  THREAT_ACTOR_IDS,
  THREAT_ACTOR_ERROR_TEXTS,
  THREAT_ACTOR_ERROR_NUMBERS,
} from './simulation/threat-actor-trigger.ts';
export type { ThreatActorTrigger, ThreatActorUseCase, ThreatActorErrorNumber } from './simulation/threat-actor-trigger.ts';
export {
  simulationDownloadsQueryOptions,
  downloadUrlsSchema,
  truncateHash,
  SIMULATION_SCRIPT_KEYS,
} from './simulation/download-urls.ts';
export type { DownloadItem } from './simulation/download-urls.ts';
export { taskStatusQueryOptions, taskStatusSchema } from './simulation/task-status.ts';
export {
  simulationDeviceListQueryOptions,
  simulationDeviceListSchema,
  applianceLabel,
  flattenAppliances,
  APPLIANCE_GROUPS,
} from './simulation/device-list.ts';
export type { Appliance, ApplianceGroups, SimulationDeviceList } from './simulation/device-list.ts';
