import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';
import {
  bannerNotificationHandlers,
  dismissBannerHandlers,
  hideBannerHandlers,
  noUpgradeBannerHandlers,
  upgradeUrlHandlers,
} from './banner-handlers.ts';
import { notificationCountsHandlers, notificationListHandlers } from './list-handlers.ts';

/** Happy-path handlers of the bell, the banners and the upgrade promotion. */
export function notificationHandlers(state: MockState): RequestHandler[] {
  return [
    notificationCountsHandlers.default(state),
    notificationListHandlers.default(state),
    bannerNotificationHandlers.default(state),
    dismissBannerHandlers.default(state),
    hideBannerHandlers.default(state),
    noUpgradeBannerHandlers.default(state),
    upgradeUrlHandlers.default(state),
  ];
}
