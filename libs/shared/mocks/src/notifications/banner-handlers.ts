// License banners, their dismiss/hide actions and the upgrade promotion (spec 000 §4.3, §4.4, §7).
import { http, HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, failures, oneFieldPost, requiredText } from '../respond.ts';
import { NOTIFICATION_PATHS } from './paths.ts';
import { createAllLicenseBanners, createBannerNotification, createLicenseBanner, createUpgradeUrl } from './banner-fixtures.ts';

export const bannerNotificationHandlers = {
  default: (state: MockState) => http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json(createBannerNotification(state))),
  /** Every status with every wording (days > 1, 1, 0). */
  allStatuses: (state: MockState) => http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json(createBannerNotification(state, { license: createAllLicenseBanners() }))),
  empty: (state: MockState) => http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json(createBannerNotification(state, { license: [], promotion: null }))),
  kickingModal: (state: MockState) =>
    http.get(NOTIFICATION_PATHS.banners, () =>
      HttpResponse.json(createBannerNotification(state, { license: [createLicenseBanner({ pid: 'last_essential', status: 2, days: 0 })], modal: { isKickingAction: true } })),
    ),
  /** Items without a pid or with an unknown status, a modal that is not an object: the console shows no banner, not a crash. */
  badData: () =>
    http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json({ license: [{ status: 1, days: 3 }, { pid: 'advanced_trial', status: 'soon' }, 'expired'], modal: 'yes' })),
  ...failures('get', NOTIFICATION_PATHS.banners),
};

/** A POST taking `{ pid }` that records the pid in one of the state's sets. */
const pidAction = (path: string, target: (state: MockState) => Set<string>) => ({
  default: (state: MockState) => oneFieldPost(path, 'pid', requiredText, (pid) => target(state).add(pid)),
  ...failures('post', path),
});

export const dismissBannerHandlers = pidAction(NOTIFICATION_PATHS.dismissBanner, (state) => state.dismissedBanners);
export const hideBannerHandlers = pidAction(NOTIFICATION_PATHS.hideBanner, (state) => state.hiddenBanners);

export const noUpgradeBannerHandlers = {
  default: (state: MockState) =>
    oneFieldPost(NOTIFICATION_PATHS.noUpgradeBanner, 'prefix', requiredText, () => {
      state.noUpgradeBanner = true;
    }),
  serverError: (status = 500) => http.post(NOTIFICATION_PATHS.noUpgradeBanner, () => errorResponse(status)),
};

export const upgradeUrlHandlers = {
  default: (state: MockState) =>
    http.get(NOTIFICATION_PATHS.upgradeUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(createUpgradeUrl(state.persona, query.get('lang') ?? state.language, query.get('relayState') ?? '/'));
    }),
  /** Spec 000 §8: the generic common error. */
  ...failures('get', NOTIFICATION_PATHS.upgradeUrl),
  badData: () => http.get(NOTIFICATION_PATHS.upgradeUrl, () => HttpResponse.json({ upgradeUrl: '' })),
};
