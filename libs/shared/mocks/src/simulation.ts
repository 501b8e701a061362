export { simulationHandlers } from './simulation/handlers.ts';
