// Notification bell, socket, license banners and upgrade promotion calls (spec 000 §7).
export { notificationKeys } from './notifications/keys.ts';
export { getNotificationCounts, notificationCountsSchema } from './notifications/counts.ts';
export type { NotificationCounts } from './notifications/counts.ts';
export { parseSocketMessage, buildSocketUrl, SOCKET_PING } from './notifications/socket.ts';
export type { AccessControlMode } from './notifications/socket.ts';
export {
  notificationsQueryOptions,
  notificationListSchema,
  unreadCountByType,
  NOTIFICATION_LEVELS,
  NOTIFICATION_TYPES,
} from './notifications/notification-list.ts';
export type { NotificationItem, NotificationLevel, NotificationList, NotificationType } from './notifications/notification-list.ts';
export {
  bannerNotificationQueryOptions,
  bannerNotificationSchema,
  BANNER_STATUS_KINDS,
} from './notifications/license-banners.ts';
export type { BannerNotification, LicenseBanner, BannerStatus } from './notifications/license-banners.ts';
export { dismissBanner, hideBanner, postNoUpgradeBanner } from './notifications/banner-actions.ts';
export { getUpgradeUrl, upgradeUrlQueryOptions, upgradeUrlSchema } from './notifications/upgrade-url.ts';
