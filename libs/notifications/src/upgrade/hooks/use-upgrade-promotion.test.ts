import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { bannerNotificationQueryOptions } from '@soc/api';
import { createBannerNotification, FIXED_NOW, NOTIFICATION_PATHS, upgradeUrlHandlers } from '@soc/mocks';
import { renderHookWithProviders, setupMockServer } from '@soc/testing';
import { toaster } from '@soc/ui';
import { useUpgradePromotion, type UseUpgradePromotionOptions } from './use-upgrade-promotion.ts';

const { server, state, requests } = setupMockServer();

const KEY = 'noUpgradeBanner';

function setup(overrides: Partial<UseUpgradePromotionOptions> = {}) {
  const options: UseUpgradePromotionOptions = {
    eligible: true,
    canAgree: true,
    now: () => FIXED_NOW,
    storage: localStorage,
    hostname: 'console.example.com',
    openWindow: vi.fn(),
    relayState: () => '/dashboard',
    ...overrides,
  };
  return renderHookWithProviders(() => useUpgradePromotion(options));
}

/** Another tab writes `key`; this tab hears of it through a `storage` event (the writing tab gets none). */
function writtenElsewhere(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue: value })));
}

describe('useUpgradePromotion: the banner choice made in another tab (contract §5)', () => {
  it('hides the alert here as soon as another tab turns the banner off', () => {
    const { result } = setup();
    expect(result.current.alertVisible).toBe(true);
    writtenElsewhere('language', 'ja');
    expect(result.current.alertVisible).toBe(true);
    writtenElsewhere(KEY, 'true');
    expect(result.current.alertVisible).toBe(false);
  });

  it('reads the stored value as on load: a value that does not turn it off keeps the alert', () => {
    localStorage.setItem(KEY, 'true');
    const { result } = setup();
    expect(result.current.alertVisible).toBe(false);
    writtenElsewhere(KEY, 'false');
    expect(result.current.alertVisible).toBe(true);
    writtenElsewhere(KEY, '1');
    expect(result.current.alertVisible).toBe(false);
    localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(result.current.alertVisible).toBe(true);
  });

  it('keeps the alert closed for this page view once closed here, whatever another tab stores', () => {
    const { result } = setup();
    act(() => result.current.closeAlert(false));
    writtenElsewhere(KEY, null);
    expect(result.current.alertVisible).toBe(false);
  });
});

describe('useUpgradePromotion: the promotion of spec 000 §4.4 (root users only), §6 and §8', () => {
  const COMMON_ERROR = 'Something went wrong. Please try again later.';
  const noBannerPosts = () => requests.filter((r) => r.method === 'POST' && r.path === NOTIFICATION_PATHS.noUpgradeBanner).map((r) => r.body);
  const upgradeUrlCalls = () => requests.filter((r) => r.path === NOTIFICATION_PATHS.upgradeUrl);

  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the alert only to a company the upgrade is offered to (showUpgradeToFoundationBanner)', () => {
    expect(setup({ eligible: false }).result.current.alertVisible).toBe(false);
    expect(setup().result.current.alertVisible).toBe(true);
  });

  it('leads from the alert to modal 1, on "I agree" to modal 3, back to modal 1; the alert\'s close button opens the close-alert modal', () => {
    const { result } = setup();
    expect(result.current.step).toBe('none');
    act(() => result.current.openIntro());
    expect(result.current.step).toBe('intro');
    act(() => result.current.agree());
    expect(result.current.step).toBe('confirm');
    act(() => result.current.back());
    expect(result.current.step).toBe('intro');
    act(() => result.current.closeModal());
    expect(result.current.step).toBe('none');
    act(() => result.current.requestCloseAlert());
    expect(result.current.step).toBe('closeAlert');
  });

  it('lets only the root user agree and start the update', async () => {
    const openWindow = vi.fn();
    const { result } = setup({ canAgree: false, openWindow });
    act(() => result.current.openIntro());
    act(() => result.current.agree());
    expect(result.current.step).toBe('intro');
    act(() => result.current.start());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(upgradeUrlCalls()).toEqual([]);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('starts the update: asks getUpgradeUrl with the language and the current path, opens the address, closes modal 3', async () => {
    const openWindow = vi.fn();
    const { result } = setup({ openWindow, relayState: () => '/app/search/endpoint?q=1' });
    act(() => result.current.openIntro());
    act(() => result.current.agree());
    act(() => result.current.start());
    await waitFor(() => expect(openWindow).toHaveBeenCalledTimes(1));
    expect(new URL(String(openWindow.mock.calls[0]?.[0])).searchParams.get('relayState')).toBe('/app/search/endpoint?q=1');
    expect(upgradeUrlCalls().map((r) => Object.fromEntries(new URLSearchParams(r.search)))).toEqual([{ lang: 'en', relayState: '/app/search/endpoint?q=1' }]);
    await waitFor(() => expect(result.current.step).toBe('none'));
  });

  it('shows the common error when the upgrade address cannot be had (spec 000 §8)', async () => {
    const create = vi.spyOn(toaster, 'create');
    server.use(upgradeUrlHandlers.serverError(500));
    const openWindow = vi.fn();
    const { result } = setup({ openWindow });
    act(() => result.current.start());
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: COMMON_ERROR })));
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("keeps \"don't show this banner again\" in this browser and posts noUpgradeBanner with the server's prefix", async () => {
    server.use(http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json(createBannerNotification(state(), { promotion: { prefix: 'xdr-foundation' } }))));
    const { result, queryClient, unmount } = setup();
    await waitFor(() => expect(queryClient.getQueryState(bannerNotificationQueryOptions().queryKey)?.status).toBe('success'));
    act(() => result.current.closeAlert(true));
    expect(result.current.alertVisible).toBe(false);
    expect(localStorage.getItem(KEY)).toBe('true');
    await waitFor(() => expect(noBannerPosts()).toEqual([{ prefix: 'xdr-foundation' }]));
    unmount();
    expect(setup().result.current.alertVisible).toBe(false);
  });

  it('closing the alert without the choice keeps nothing and tells the server nothing: the next page view shows it again', async () => {
    const { result, unmount } = setup();
    act(() => result.current.closeAlert(false));
    expect(result.current.alertVisible).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(noBannerPosts()).toEqual([]);
    unmount();
    expect(setup().result.current.alertVisible).toBe(true);
  });

  it('shows the feature modal on the internal test site to an eligible company, and not again that day once never-show is chosen', () => {
    const testSite = { hostname: 'console.stg-eu.example.com' };
    expect(setup({ ...testSite, eligible: false }).result.current.featureModalOpen).toBe(false);
    expect(setup().result.current.featureModalOpen).toBe(false);
    const first = setup(testSite);
    expect(first.result.current.featureModalOpen).toBe(true);
    act(() => first.result.current.neverShowFeatureModalToday());
    expect(first.result.current.featureModalOpen).toBe(false);
    first.unmount();
    expect(setup(testSite).result.current.featureModalOpen).toBe(false);
    expect(setup({ ...testSite, now: () => FIXED_NOW + 24 * 60 * 60 * 1000 }).result.current.featureModalOpen).toBe(true);
  });

  it("words the offer with the older text before the switch date, by the promotion's own clock", () => {
    expect(setup({ now: () => new Date(2025, 1, 28, 12).getTime() }).result.current.olderText).toBe(true);
    expect(setup({ now: () => new Date(2025, 2, 1, 12).getTime() }).result.current.olderText).toBe(false);
  });
});
