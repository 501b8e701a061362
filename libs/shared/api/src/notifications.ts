// Notification bell, socket, license banners and upgrade promotion calls (spec 000 §7).
export { notificationKeys } from './notifications/keys.ts';
export { getNotificationCounts, notificationCountsQueryOptions, notificationCountsSchema } from './notifications/counts.ts';
export type { NotificationCounts } from './notifications/counts.ts';
export { parseSocketMessage, buildSocketUrl, SOCKET_PING, ACCESS_CONTROL_MODES } from './notifications/socket.ts';
export type { SocketMessage, AccessControlMode } from './notifications/socket.ts';
export {
  getNotifications,
  notificationsQueryOptions,
  notificationSchema,
  notificationListSchema,
  keepLatestPerType,
  unreadCountByType,
  NOTIFICATION_LEVELS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_KEPT_PER_TYPE,
} from './notifications/notification-list.ts';
export type { NotificationItem, NotificationList, NotificationLevel, NotificationType } from './notifications/notification-list.ts';
export {
  getBannerNotification,
  bannerNotificationQueryOptions,
  bannerNotificationSchema,
  BANNER_STATUSES,
  BANNER_STATUS_KINDS,
  KNOWN_BANNER_PIDS,
} from './notifications/license-banners.ts';
export type { BannerNotification, LicenseBanner, BannerStatus } from './notifications/license-banners.ts';
export { dismissBanner, hideBanner, postNoUpgradeBanner } from './notifications/banner-actions.ts';
export { getUpgradeUrl, upgradeUrlQueryOptions, upgradeUrlSchema } from './notifications/upgrade-url.ts';
export type { UpgradeUrl } from './notifications/upgrade-url.ts';
