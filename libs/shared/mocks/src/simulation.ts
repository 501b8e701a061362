export {
  signInsHandlers,
  threatActorTriggerHandlers,
  downloadUrlsHandlers,
  taskStatusHandlers,
  deviceListHandlers,
} from './simulation/handlers.ts';
export { createApplianceGroups } from './simulation/fixtures.ts';
