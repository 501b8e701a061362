// Paths of the notification and banner calls (spec 000 §7 resolved by contract §1).
export const NOTIFICATION_PATHS = {
  counts: '/ui/uic/v3/notifications/counts',
  list: '/ui/uic/v3/notifications/languages/:lang',
  banners: '/ui/uic/v3/notification',
  dismissBanner: '/ui/uic/v3/dismissBanner',
  hideBanner: '/ui/uic/v3/hideBanner',
  noUpgradeBanner: '/ui/uic/v3/noUpgradeBanner',
  upgradeUrl: '/ui/uic/v3/getUpgradeUrl',
} as const;

/** The mock's `webSocketUrl`: a path on the console's origin (contract §8). */
export const NOTIFICATION_SOCKET_PATH = '/ui/uic/v3/notifications/ws';
