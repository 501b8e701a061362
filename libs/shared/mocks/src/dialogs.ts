export { dialogHandlers } from './dialogs/handlers.ts';
