// Public API of the notifications lib: what the app mounts. The bell, its dropdown, the notification
// socket (spec 000 §2.6, §4.2; contract §8) and the dialogs it raises live behind NotificationCenter.

// What the app places in the header.
export { NotificationCenter } from './components/notification-center.tsx';

// License banners and the banner carousel (spec 000 §2.10, §4.3; spec 001 §3–§4).
export { LicenseBanners } from './banners/license-banners.tsx';
export { LicenseBannerCarousel } from './banners/license-banner-carousel.tsx';

// Upgrade promotion (spec 000 §4.4).
export { UpgradePromotion } from './upgrade/upgrade-promotion.tsx';
