export { notificationHandlers } from './notifications/handlers.ts';
export { notificationCountsHandlers, notificationListHandlers } from './notifications/list-handlers.ts';
export {
  bannerNotificationHandlers,
  dismissBannerHandlers,
  hideBannerHandlers,
  noUpgradeBannerHandlers,
  upgradeUrlHandlers,
} from './notifications/banner-handlers.ts';
export { NOTIFICATION_PATHS, NOTIFICATION_SOCKET_PATH } from './notifications/paths.ts';
export {
  createNotification,
  createNotificationList,
  createManyNotifications,
  createHostileNotifications,
  createBadNotificationList,
  createNotificationCounts,
} from './notifications/notification-fixtures.ts';
export type { NotificationFixture } from './notifications/notification-fixtures.ts';
export {
  createLicenseBanner,
  createLicenseBanners,
  createAllLicenseBanners,
  createBannerNotification,
  createUpgradeUrl,
} from './notifications/banner-fixtures.ts';
export type { LicenseBannerFixture } from './notifications/banner-fixtures.ts';
