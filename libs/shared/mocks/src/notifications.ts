export { notificationCountsHandlers, notificationListHandlers } from './notifications/list-handlers.ts';
export {
  bannerNotificationHandlers,
  dismissBannerHandlers,
  hideBannerHandlers,
  noUpgradeBannerHandlers,
  upgradeUrlHandlers,
} from './notifications/banner-handlers.ts';
export { NOTIFICATION_PATHS } from './notifications/paths.ts';
export {
  createNotification,
  createNotificationList,
  createManyNotifications,
  createHostileNotifications,
} from './notifications/notification-fixtures.ts';
export type { NotificationFixture } from './notifications/notification-fixtures.ts';
export { createLicenseBanner, createBannerNotification } from './notifications/banner-fixtures.ts';
export type { LicenseBannerFixture } from './notifications/banner-fixtures.ts';
