export {
  simulationHandlers,
  signInsHandlers,
  threatActorTriggerHandlers,
  downloadUrlsHandlers,
  taskStatusHandlers,
  deviceListHandlers,
  SIMULATION_ERROR_CASES,
} from './simulation/handlers.ts';
export { SIMULATION_PATHS } from './simulation/paths.ts';
export {
  createDownloadItem,
  createDownloadItems,
  createHostileDownloadItems,
  createTaskStatus,
  createRunningTaskStatus,
  createAppliance,
  createApplianceGroups,
  createDeviceList,
  createEmptyDeviceList,
  createHostileDeviceList,
  fakeSha256,
} from './simulation/fixtures.ts';
export type { DownloadItemFixture, ApplianceFixture, ApplianceGroupsFixture } from './simulation/fixtures.ts';
