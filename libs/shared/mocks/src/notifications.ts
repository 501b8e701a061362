export { notificationHandlers } from './notifications/handlers.ts';
