import { happyPaths } from '../respond.ts';
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
export const notificationHandlers = (state: MockState) =>
  happyPaths(state, [
    notificationCountsHandlers,
    notificationListHandlers,
    bannerNotificationHandlers,
    dismissBannerHandlers,
    hideBannerHandlers,
    noUpgradeBannerHandlers,
    upgradeUrlHandlers,
  ]);
