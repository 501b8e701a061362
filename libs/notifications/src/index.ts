// Public API of the notifications lib: the bell and its dropdown, the notification socket
// (spec 000 §2.6, §4.2; contract §8) and the dialogs it raises.

// What the app places in the header.
export { NotificationCenter } from './components/notification-center.tsx';
export type { NotificationCenterProps } from './components/notification-center.tsx';

// Headless behaviour.
export { useNotificationSocket } from './hooks/use-notification-socket.ts';
export type { NotificationSocketApi, UseNotificationSocketOptions } from './hooks/use-notification-socket.ts';
export { useNotifications } from './hooks/use-notifications.ts';
export type { NotificationListState, UseNotificationsOptions, UseNotificationsResult } from './hooks/use-notifications.ts';
export { useUnreadTitle } from './hooks/use-unread-title.ts';
export { NotificationSocket, sharedNotificationSocket } from './model/notification-socket.ts';
export type { ConnectionState, ClosedReason, NotificationSocketDeps, NotificationSocketSnapshot, SocketConstructor, SocketLike } from './model/notification-socket.ts';
export { INITIAL_RECONNECT_MS, MAX_RECONNECT_MS, RECONNECT_GROWTH, RECONNECT_SHRINK, PING_INTERVAL_MS, SSO_LOGOUT_COUNTDOWN_MS } from './model/backoff.ts';

// Views (props in, JSX out).
export { NotificationMenu } from './components/notification-menu.tsx';
export type { NotificationMenuProps } from './components/notification-menu.tsx';
export { NotificationBell } from './components/notification-bell.tsx';
export type { NotificationBellProps } from './components/notification-bell.tsx';
export { ConnectionIndicator } from './components/connection-indicator.tsx';
export type { ConnectionIndicatorProps } from './components/connection-indicator.tsx';
export { NotificationSocketDialogs } from './components/notification-socket-dialogs.tsx';
export { SessionEndedDialog } from './components/session-ended-dialog.tsx';
export type { SessionEndedDialogProps } from './components/session-ended-dialog.tsx';
export { AccessControlDialog } from './components/access-control-dialog.tsx';
export type { AccessControlDialogProps } from './components/access-control-dialog.tsx';

// License banners and the banner carousel (spec 000 §2.10, §4.3; spec 001 §3–§4).
export { LicenseBanners, IDENTITY_PROVIDERS_PATH } from './banners/license-banners.tsx';
export type { LicenseBannersProps } from './banners/license-banners.tsx';
export { LicenseBannerCarousel } from './banners/license-banner-carousel.tsx';
export type { LicenseBannerCarouselProps } from './banners/license-banner-carousel.tsx';
export { BannerCarousel } from './banners/banner-carousel.tsx';
export type { BannerCarouselProps } from './banners/banner-carousel.tsx';
export { BANNER_PLACEMENTS } from './banners/banner-carousel.tsx';
export type { BannerPlacement } from './banners/banner-carousel.tsx';
export { KickingActionDialog } from './banners/kicking-action-dialog.tsx';
export type { KickingActionDialogProps } from './banners/kicking-action-dialog.tsx';
export { BANNER_TYPES, sortBanners } from './banners/banner-item.ts';
export type { BannerAction, BannerItem, BannerType } from './banners/banner-item.ts';
export { licenseBannerItem, licenseBannerTitle, dayVariant, daysLeft } from './banners/license-wording.ts';
export type { DayVariant } from './banners/license-wording.ts';
export { useLicenseBanners } from './banners/use-license-banners.ts';
export { useKickingAction } from './banners/use-license-banners.ts';
export type { LicenseBannersState, UseLicenseBannersOptions, UseLicenseBannersResult } from './banners/use-license-banners.ts';

// Upgrade promotion (spec 000 §4.4).
export { UpgradePromotion } from './upgrade/upgrade-promotion.tsx';
export type { UpgradePromotionProps } from './upgrade/upgrade-promotion.tsx';
export { UpgradeAlert } from './upgrade/upgrade-alert.tsx';
export type { UpgradeAlertProps } from './upgrade/upgrade-alert.tsx';
export { useUpgradePromotion } from './upgrade/use-upgrade-promotion.ts';
export type { UpgradePromotionModel, UpgradeStep, UseUpgradePromotionOptions } from './upgrade/use-upgrade-promotion.ts';
export {
  UPGRADE_TEXT_SWITCH_DATE,
  INTERNAL_TEST_SITE_HOST,
  FEATURE_MODAL_NAME,
  isInternalTestSite,
  usesOlderUpgradeText,
  localDateKey,
} from './upgrade/upgrade-rules.ts';
