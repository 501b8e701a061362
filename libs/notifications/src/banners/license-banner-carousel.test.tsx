import { screen, waitFor, within } from '@testing-library/react';
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
import { renderWithProviders, setupMockServer } from '@soc/testing';
import { toaster } from '@soc/ui';
import { LicenseBannerCarousel } from './license-banner-carousel.tsx';
import { LicenseBanners } from './license-banners.tsx';

const { server, state, requests } = setupMockServer();

const licenses = (license: LicenseBannerFixture[], extra: { idp?: unknown } = {}) =>
  http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json(createBannerNotification(state(), { license, ...extra })));
const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path);

const TRIAL = 'Your Advanced trial ends in 12 days.';
const CREDITS = 'Your paid credits expire tomorrow.';
const twoWarnings = () => licenses([createLicenseBanner({ pid: 'advanced_trial', status: 1, days: 12 }), createLicenseBanner({ pid: 'paid_credit', status: 1, days: 1 })]);

/** The page's banners and the detail drawer's, side by side as in the console. */
function PageWithDrawer({ drawerOpen = true }: { drawerOpen?: boolean }) {
  return (
    <>
      <div data-testid="page">
        <LicenseBanners />
      </div>
      {drawerOpen ? (
        <div data-testid="drawer">
          <LicenseBannerCarousel placement="panel" />
        </div>
      ) : null}
    </>
  );
}
const page = () => within(screen.getByTestId('page'));
const drawer = () => within(screen.getByTestId('drawer'));

describe('LicenseBannerCarousel (the detail drawer’s banners)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the license banners under a name of its own in a panel, and no blocking dialog', async () => {
    server.use(bannerNotificationHandlers.kickingModal(state()));
    renderWithProviders(<LicenseBannerCarousel placement="panel" />);
    const region = await screen.findByRole('region', { name: 'Panel notices' });
    expect(region).toHaveAttribute('data-placement', 'panel');
    expect(within(region).getByText('Your Essential Access license expires today.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the page name and layout by default', async () => {
    server.use(twoWarnings());
    renderWithProviders(<LicenseBannerCarousel />);
    expect(await screen.findByRole('region', { name: 'Notices' })).toHaveAttribute('data-placement', 'page');
  });

  it('dismissing in the drawer removes the banner from the page too, posts dismissBanner once, and it stays gone', async () => {
    const user = userEvent.setup();
    server.use(twoWarnings(), dismissBannerHandlers.default(state()));
    const { client } = renderWithProviders(<PageWithDrawer />);
    await drawer().findByText(TRIAL);
    expect(await page().findByText(TRIAL)).toBeInTheDocument();
    await user.click(drawer().getByRole('button', { name: 'Dismiss' }));
    // Optimistic: gone from both at once.
    expect(drawer().queryByText(TRIAL)).toBeNull();
    expect(page().queryByText(TRIAL)).toBeNull();
    expect(drawer().getByText(CREDITS)).toBeInTheDocument();
    expect(page().getByText(CREDITS)).toBeInTheDocument();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(posts(NOTIFICATION_PATHS.dismissBanner).map((r) => r.body)).toEqual([{ pid: 'advanced_trial' }]);
    expect(client.getQueryData(bannerNotificationQueryOptions().queryKey)?.license.map((b) => b.pid)).toEqual(['paid_credit']);
    expect(page().queryByText(TRIAL)).toBeNull();
  });

  it('brings a banner whose dismissal failed back in both places, with one error message', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(toaster, 'create');
    server.use(twoWarnings(), dismissBannerHandlers.serverError(503));
    renderWithProviders(<PageWithDrawer />);
    await user.click(await drawer().findByRole('button', { name: 'Dismiss' }));
    expect(await page().findByText(TRIAL)).toBeInTheDocument();
    expect(await drawer().findByText(TRIAL)).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Something went wrong. Please try again later.' }));
  });

  it('finishes a dismissal started in the drawer after the drawer has closed', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    server.use(
      twoWarnings(),
      http.post(NOTIFICATION_PATHS.dismissBanner, () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({}))))),
    );
    const { client, rerender } = renderWithProviders(<PageWithDrawer />);
    await user.click(await drawer().findByRole('button', { name: 'Dismiss' }));
    rerender(<PageWithDrawer drawerOpen={false} />);
    expect(page().queryByText(TRIAL)).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(client.getQueryData(bannerNotificationQueryOptions().queryKey)?.license.map((b) => b.pid)).toEqual(['paid_credit']);
    expect(page().queryByText(TRIAL)).toBeNull();
  });

  it('hiding an info banner in the drawer hides it on the page as well', async () => {
    const user = userEvent.setup();
    server.use(licenses([createLicenseBanner({ pid: 'complimentary_credit', status: 3, days: 30 })]), hideBannerHandlers.default(state()));
    renderWithProviders(<PageWithDrawer />);
    await user.click(await drawer().findByRole('button', { name: "Don't show again" }));
    expect(screen.queryAllByTestId('banner-carousel')).toEqual([]);
    await waitFor(() => expect(state().hiddenBanners.has('complimentary_credit')).toBe(true));
    expect(posts(NOTIFICATION_PATHS.hideBanner).map((r) => r.body)).toEqual([{ pid: 'complimentary_credit' }]);
  });

  it('closing in the drawer closes for the page view: on the page too, and when the drawer is rebuilt; nothing is sent', async () => {
    const user = userEvent.setup();
    server.use(twoWarnings());
    const { rerender } = renderWithProviders(<PageWithDrawer />);
    await drawer().findByText(TRIAL);
    await user.click(drawer().getByRole('button', { name: 'Close notice' }));
    expect(drawer().queryByText(TRIAL)).toBeNull();
    expect(page().queryByText(TRIAL)).toBeNull();
    // The drawer's content is rebuilt on every open: the closed banner stays closed.
    rerender(<PageWithDrawer drawerOpen={false} />);
    rerender(<PageWithDrawer />);
    expect(await drawer().findByText(CREDITS)).toBeInTheDocument();
    expect(drawer().queryByText(TRIAL)).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('reads the banners once for both places', async () => {
    server.use(twoWarnings());
    renderWithProviders(<PageWithDrawer />);
    await drawer().findByText(TRIAL);
    await page().findByText(TRIAL);
    expect(requests.filter((r) => r.method === 'GET' && r.path === NOTIFICATION_PATHS.banners)).toHaveLength(1);
  });

  it('offers the identity providers from the drawer too', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    server.use(licenses([], { idp: { show: true } }));
    renderWithProviders(<LicenseBannerCarousel placement="panel" onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('button', { name: 'Review identity providers' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/iam2/idp');
  });

  it.each([
    ['bad data', () => bannerNotificationHandlers.badData()],
    ['a server error', () => bannerNotificationHandlers.serverError(500)],
  ])('shows nothing for %s', async (_, handler) => {
    server.use(handler());
    const { client } = renderWithProviders(<LicenseBannerCarousel placement="panel" />);
    await waitFor(() => expect(client.getQueryState(bannerNotificationQueryOptions().queryKey)?.status).not.toBe('pending'));
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });
});
