import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bannerNotificationQueryOptions } from '@soc/api';
import {
  bannerNotificationHandlers,
  createBannerNotification,
  createLicenseBanner,
  dismissBannerHandlers,
  hideBannerHandlers,
  NOTIFICATION_PATHS,
  type LicenseBannerFixture,
} from '@soc/mocks';
import { renderWithProviders, setupMockServer, findFocusedOverlay } from '@soc/testing';
import { toaster } from '@soc/ui';
import { LicenseBanners } from './license-banners.tsx';

const { server, state, requests } = setupMockServer();

const licenses = (license: LicenseBannerFixture[], extra: { idp?: unknown } = {}) =>
  http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json(createBannerNotification(state(), { license, ...extra })));

const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path);
const carousel = () => screen.getByTestId('banner-carousel');

describe('LicenseBanners', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('orders the banners error, warning, info and words them by pid and days', async () => {
    server.use(bannerNotificationHandlers.allStatuses(state()));
    renderWithProviders(<LicenseBanners />);
    const seen: string[] = [];
    await screen.findByTestId('banner-position');
    for (let i = 0; i < 9; i += 1) {
      seen.push(`${carousel().querySelector('[data-type]')?.getAttribute('data-type')}: ${carousel().querySelector('[aria-roledescription="slide"]')?.textContent}`);
      fireEvent.click(screen.getByLabelText('Next notice'));
    }
    expect(seen).toEqual([
      'error: Error: Your Essential Access license expires today.Features that depend on it stop working when it expires. Renew it to keep them.',
      'error: Error: Your email_security license expires tomorrow.Features that depend on it stop working when it expires. Renew it to keep them.',
      'error: Error: Your network_security license expires in 4 days.Features that depend on it stop working when it expires. Renew it to keep them.',
      'warning: Warning: Your Advanced trial ends in 12 days.Renew it in time to avoid an interruption.',
      'warning: Warning: Your paid credits expire tomorrow.Renew it in time to avoid an interruption.',
      'warning: Warning: Your endpoint_security license expires today.Renew it in time to avoid an interruption.',
      'info: Information: Your complimentary credits expire in 30 days.',
      'info: Information: Your cloud_security license expires tomorrow.',
      'info: Information: Your identity_security license expires today.',
    ]);
  });

  it('dismisses optimistically: the banner goes at once, then dismissBanner is posted with its pid', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    server.use(
      licenses([createLicenseBanner({ pid: 'advanced_trial', status: 1, days: 12 })]),
      http.post(NOTIFICATION_PATHS.dismissBanner, () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({}))))),
    );
    const { client } = renderWithProviders(<LicenseBanners />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your Advanced trial ends in 12 days.')).toBeNull();
    await waitFor(() => expect(posts(NOTIFICATION_PATHS.dismissBanner).map((r) => r.body)).toEqual([{ pid: 'advanced_trial' }]));
    expect(client.isMutating()).toBe(1);
    answer?.();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(client.getQueryData(bannerNotificationQueryOptions().queryKey)?.license).toEqual([]);
    expect(screen.queryByText('Your Advanced trial ends in 12 days.')).toBeNull();
  });

  it('two presses on Dismiss before the banner leaves (a double click in one task) post once', async () => {
    server.use(licenses([createLicenseBanner({ pid: 'advanced_trial', status: 1, days: 12 })]));
    const { client } = renderWithProviders(<LicenseBanners />);
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    act(() => {
      fireEvent.click(dismiss);
      fireEvent.click(dismiss);
    });
    await waitFor(() => expect(posts(NOTIFICATION_PATHS.dismissBanner)).not.toHaveLength(0));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(posts(NOTIFICATION_PATHS.dismissBanner).map((r) => r.body)).toEqual([{ pid: 'advanced_trial' }]);
  });

  it('restores a dismissed banner in its place and shows the common error when the server fails', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(toaster, 'create');
    server.use(
      licenses([createLicenseBanner({ pid: 'advanced_trial', status: 1, days: 12 }), createLicenseBanner({ pid: 'paid_credit', status: 1, days: 1 })]),
      dismissBannerHandlers.serverError(503),
    );
    renderWithProviders(<LicenseBanners />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Something went wrong. Please try again later.' })));
    expect(create.mock.calls[0]?.[0].meta).toEqual({ traceId: expect.any(String) });
    expect(await screen.findByText('Your Advanced trial ends in 12 days.')).toBeInTheDocument();
    expect(screen.getByTestId('banner-position')).toHaveTextContent('1 of 2');
  });

  it('hides an info banner permanently with hideBanner', async () => {
    const user = userEvent.setup();
    server.use(licenses([createLicenseBanner({ pid: 'complimentary_credit', status: 3, days: 30 })]), hideBannerHandlers.default(state()));
    renderWithProviders(<LicenseBanners />);
    await user.click(await screen.findByRole('button', { name: "Don't show again" }));
    expect(screen.queryByText('Your complimentary credits expire in 30 days.')).toBeNull();
    await waitFor(() => expect(state().hiddenBanners.has('complimentary_credit')).toBe(true));
    expect(posts(NOTIFICATION_PATHS.hideBanner).map((r) => r.body)).toEqual([{ pid: 'complimentary_credit' }]);
    expect(posts(NOTIFICATION_PATHS.dismissBanner)).toEqual([]);
  });

  it('closes a banner for this page view without telling the server', async () => {
    const user = userEvent.setup();
    server.use(licenses([createLicenseBanner({ pid: 'last_essential', status: 2, days: 0 })]));
    renderWithProviders(<LicenseBanners />);
    await user.click(await screen.findByRole('button', { name: 'Close notice' }));
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the identity-provider notice with a way to the identity providers for users who may open them', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    server.use(licenses([], { idp: { show: true } }));
    renderWithProviders(<LicenseBanners onNavigate={onNavigate} />);
    expect(await screen.findByText('Your identity provider settings need attention.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review identity providers' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/iam2/idp');
  });

  it('blocks the console with the kicking-action dialog, whose only way out is signing out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    server.use(bannerNotificationHandlers.kickingModal(state()));
    renderWithProviders(<LicenseBanners onSignOut={onSignOut} />);
    const dialog = await findFocusedOverlay('alertdialog', 'Action required on your account');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign out']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['bad data', () => bannerNotificationHandlers.badData()],
    ['a server error', () => bannerNotificationHandlers.serverError(500)],
    ['no banners', () => bannerNotificationHandlers.empty(state())],
  ])('shows nothing for %s', async (_, handler) => {
    server.use(handler());
    const { client } = renderWithProviders(<LicenseBanners />);
    await waitFor(() => expect(client.getQueryState(bannerNotificationQueryOptions().queryKey)?.status).not.toBe('pending'));
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
