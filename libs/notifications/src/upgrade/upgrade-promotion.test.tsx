import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXED_NOW, NOTIFICATION_PATHS, noUpgradeBannerHandlers, upgradeUrlHandlers } from '@soc/mocks';
import { renderWithProviders, setupMockServer } from '@soc/testing';
import { toaster } from '@soc/ui';
import { UpgradePromotion, type UpgradePromotionProps } from './upgrade-promotion.tsx';

const { server, requests } = setupMockServer();

const fixedClock = () => FIXED_NOW;
const props = (overrides: Partial<UpgradePromotionProps> = {}): UpgradePromotionProps => ({
  eligible: true,
  onNavigate: vi.fn(),
  now: fixedClock,
  hostname: 'console.example.com',
  relayState: () => '/app/search/endpoint?q=1',
  ...overrides,
});
const COMMON_ERROR = 'Something went wrong. Please try again later.';

/** The intro once it holds the focus, as a person meets it: an Escape before then goes to the page. */
async function openIntro(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Learn about the upgrade' }));
  const intro = await screen.findByRole('dialog', { name: 'Upgrade to Foundation Services' });
  await waitFor(() => expect(intro).toContainElement(document.activeElement as HTMLElement));
  return intro;
}

// Chakra dialogs in jsdom are slow on a shared machine: generous per-test time.
describe('UpgradePromotion', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the alert only to eligible companies that have not turned it off', () => {
    const { unmount } = renderWithProviders(<UpgradePromotion {...props({ eligible: false })} />);
    expect(screen.queryByTestId('upgrade-alert')).toBeNull();
    unmount();
    renderWithProviders(<UpgradePromotion {...props()} />);
    expect(screen.getByRole('region', { name: 'Upgrade offer' })).toHaveTextContent('Upgrade your company to Foundation Services.');
  });

  it('keeps the older text until 2025-03-01', () => {
    const { unmount } = renderWithProviders(<UpgradePromotion {...props({ now: () => Date.UTC(2025, 1, 28, 23, 0) })} />);
    expect(screen.getByTestId('upgrade-alert')).toHaveTextContent('Foundation Services are now available to your company.');
    unmount();
    renderWithProviders(<UpgradePromotion {...props({ now: () => Date.UTC(2025, 2, 1, 0, 0) })} />);
    expect(screen.getByTestId('upgrade-alert')).toHaveTextContent('Upgrade your company to Foundation Services.');
  });

  it('links to the time-zone settings, or to 403 without the console permission', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const { unmount } = renderWithProviders(<UpgradePromotion {...props({ onNavigate })} />);
    await user.click(screen.getByRole('link', { name: 'time zone settings' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/admin/timezone');
    unmount();
    renderWithProviders(<UpgradePromotion {...props({ onNavigate })} />, { personaPatch: { rbac: { console: 0 } } });
    expect(screen.getByRole('link', { name: 'time zone settings' })).toHaveAttribute('href', '/users/403');
  });

  it('root user: I agree → modal 3, whose start button waits for the checkbox, then opens the upgrade URL with noopener', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<UpgradePromotion {...props()} />);
    const intro = await openIntro(user);
    await user.click(within(intro).getByRole('button', { name: 'I agree to update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start the upgrade' });
    const start = within(confirm).getByRole('button', { name: 'Start upgrade' });
    expect(start).toBeDisabled();
    await user.click(within(confirm).getByRole('checkbox', { name: 'I understand that this upgrade applies to my whole company.' }));
    expect(start).toBeEnabled();
    await user.click(start);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
    expect(String(url)).toMatch(/^https:\/\/upgrade\.example\.com\/foundation\/start\?/);
    expect(new URL(String(url)).searchParams.get('relayState')).toBe('/app/search/endpoint?q=1');
    const call = requests.find((r) => r.path === NOTIFICATION_PATHS.upgradeUrl)!;
    expect(Object.fromEntries(new URLSearchParams(call.search))).toEqual({ lang: 'en', relayState: '/app/search/endpoint?q=1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('non-root user: modal 1 says the root user must do it and offers no agree button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpgradePromotion {...props()} />, { personaId: 'entp-saml-analyst' });
    const intro = await openIntro(user);
    expect(within(intro).getByText(/Only the root user of your company can do this upgrade/)).toBeInTheDocument();
    expect(within(intro).queryByRole('button', { name: 'I agree to update' })).toBeNull();
    await user.click(within(intro).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed upgrade URL shows the common error and opens nothing', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const create = vi.spyOn(toaster, 'create');
    server.use(upgradeUrlHandlers.serverError(500));
    renderWithProviders(<UpgradePromotion {...props()} />);
    await user.click(within(await openIntro(user)).getByRole('button', { name: 'I agree to update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start the upgrade' });
    await user.click(within(confirm).getByRole('checkbox'));
    await user.click(within(confirm).getByRole('button', { name: 'Start upgrade' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: COMMON_ERROR })));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Start the upgrade' })).toBeInTheDocument();
  });

  it('gives the focus back to the offer button once the update has started (the intro that led to it is gone)', async () => {
    const user = userEvent.setup();
    const openWindow = vi.fn();
    renderWithProviders(<UpgradePromotion {...props({ openWindow })} />);
    const learnMore = screen.getByRole('button', { name: 'Learn about the upgrade' });
    await user.click(within(await openIntro(user)).getByRole('button', { name: 'I agree to update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start the upgrade' });
    await user.click(within(confirm).getByRole('checkbox'));
    await user.click(within(confirm).getByRole('button', { name: 'Start upgrade' }));
    await waitFor(() => expect(openWindow).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(learnMore).toHaveFocus());
  });

  it('two presses on Start upgrade before it turns busy (a double click in one task) open one window', async () => {
    const user = userEvent.setup();
    const openWindow = vi.fn();
    renderWithProviders(<UpgradePromotion {...props({ openWindow })} />);
    await user.click(within(await openIntro(user)).getByRole('button', { name: 'I agree to update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start the upgrade' });
    await user.click(within(confirm).getByRole('checkbox'));
    const start = within(confirm).getByRole('button', { name: 'Start upgrade' });
    act(() => {
      fireEvent.click(start);
      fireEvent.click(start);
    });
    await waitFor(() => expect(openWindow).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openWindow).toHaveBeenCalledTimes(1);
  });

  it('an upgrade answer without a URL is a failure too', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const create = vi.spyOn(toaster, 'create');
    server.use(upgradeUrlHandlers.badData());
    renderWithProviders(<UpgradePromotion {...props()} />);
    await user.click(within(await openIntro(user)).getByRole('button', { name: 'I agree to update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start the upgrade' });
    await user.click(within(confirm).getByRole('checkbox'));
    await user.click(within(confirm).getByRole('button', { name: 'Start upgrade' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: COMMON_ERROR })));
    expect(open).not.toHaveBeenCalled();
  });

  it('without the poseidon sign-in flag the modals have no close button and ignore Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpgradePromotion {...props()} />);
    const intro = await openIntro(user);
    expect(within(intro).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Upgrade to Foundation Services' })).toBeInTheDocument();
  });

  it('with the poseidon sign-in flag the modals can be closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpgradePromotion {...props()} />, { personaPatch: { flags: { 'poseidon-sign-in': 1 } } });
    const intro = await openIntro(user);
    await user.click(within(intro).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openIntro(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"don\'t show this banner again" posts noUpgradeBanner with the prefix and keeps the choice in this browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<UpgradePromotion {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Close the upgrade banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the upgrade banner' });
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show this banner again" }));
    await user.click(within(dialog).getByRole('button', { name: 'Close banner' }));
    expect(screen.queryByTestId('upgrade-alert')).toBeNull();
    expect(localStorage.getItem('noUpgradeBanner')).toBe('true');
    await waitFor(() => expect(requests.filter((r) => r.path === NOTIFICATION_PATHS.noUpgradeBanner).map((r) => r.body)).toEqual([{ prefix: 'foundation' }]));
    unmount();
    renderWithProviders(<UpgradePromotion {...props()} />);
    expect(screen.queryByTestId('upgrade-alert')).toBeNull();
  });

  it('closing without the choice hides the alert for this page view only; a failed post shows the common error but keeps the local choice', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(toaster, 'create');
    const first = renderWithProviders(<UpgradePromotion {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Close the upgrade banner' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close banner' }));
    expect(screen.queryByTestId('upgrade-alert')).toBeNull();
    expect(localStorage.getItem('noUpgradeBanner')).toBeNull();
    expect(requests.some((r) => r.path === NOTIFICATION_PATHS.noUpgradeBanner)).toBe(false);
    first.unmount();

    server.use(noUpgradeBannerHandlers.serverError(500));
    renderWithProviders(<UpgradePromotion {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Close the upgrade banner' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Close banner' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: COMMON_ERROR })));
    expect(localStorage.getItem('noUpgradeBanner')).toBe('true');
  });

  it('shows the feature modal on the internal test site until never-show is chosen, then not for the rest of the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:30:00Z'));
    const user = userEvent.setup();
    const testSite = props({ now: undefined, hostname: 'console.stg-eu.example.com' });

    const { unmount: offSite } = renderWithProviders(<UpgradePromotion {...props({ now: undefined })} />);
    expect(screen.queryByTestId('upgrade-feature-modal')).toBeNull();
    offSite();

    const first = renderWithProviders(<UpgradePromotion {...testSite} />);
    const modal = await screen.findByRole('dialog', { name: 'New on this test site: the upgrade to Foundation Services' });
    await user.click(within(modal).getByRole('button', { name: "Don't show again today" }));
    expect(localStorage.getItem('neverShowToday:featureModal')).toBe('2026-11-20');
    first.unmount();

    vi.setSystemTime(new Date('2026-11-20T23:59:00Z'));
    const sameDay = renderWithProviders(<UpgradePromotion {...testSite} />);
    expect(screen.queryByTestId('upgrade-feature-modal')).toBeNull();
    sameDay.unmount();

    vi.setSystemTime(new Date('2026-11-21T00:01:00Z'));
    renderWithProviders(<UpgradePromotion {...testSite} />);
    expect(await screen.findByTestId('upgrade-feature-modal')).toBeInTheDocument();
  });
});
