import { USER_ACCOUNT_PATH } from '@soc/api';
import { userAccountHandlers, userAccountVariants, userIdentityHandlers } from '@soc/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, renderWithProviders, setupMockServer } from '@soc/testing';
import { UserAccountPanel } from './user-account-panel.tsx';

const { server } = setupMockServer();
vi.setConfig({ testTimeout: 40_000 });

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

describe('UserAccountPanel (spec 001 §2.13)', () => {
  it('asks by userId and opens on Basic with every field', async () => {
    const requests = recordRequests(server);
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1' }} />);
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(tabNames()).toEqual(['Risk overview', 'Basic', 'Email security policy', 'Identity inventory']);
    expect(field('User name')).toHaveTextContent('Dana Whitfield');
    expect(field('High-profile user')).toHaveTextContent('Yes');
    expect(field('Identity provider')).toHaveTextContent('Other (azure)');
    expect(requests.seen.find((r) => r.url.pathname === USER_ACCOUNT_PATH)?.url.searchParams.get('userId')).toBe('user-1');
    requests.stop();
  });

  it('offers email security only when services.exchange is an object', async () => {
    server.use(userAccountHandlers.custom(userAccountVariants.noExchange()));
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1', tab: 3 }} />);
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(tabNames()).toEqual(['Risk overview', 'Basic', 'Identity inventory']);
  });

  it('opens tab 4 with the identity flag, and falls back to Basic without it', async () => {
    const { unmount } = renderWithProviders(<UserAccountPanel params={{ userId: 'user-1', tab: 4 }} />);
    expect(await screen.findByRole('tab', { name: 'Identity inventory' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Billing Administrator')).toBeVisible();
    unmount();
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1', tab: 4 }} />, { personaPatch: { flags: { 'identity-inventory-app': 0 } } });
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Identity inventory' })).not.toBeInTheDocument();
  });

  it('shows the feature tree with group states and links to the policy pages in a new window (license.linkToCAS = 1)', async () => {
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1', tab: 3 }} />);
    const tree = await screen.findByRole('list', { name: 'Protection features' });
    const group = (id: string) => tree.querySelector(`[data-group="${id}"]`) as HTMLElement;
    expect(within(group('attachments')).getAllByText('Enabled')[0]).toHaveAttribute('data-state', 'enabled');
    expect(group('links').querySelector('[data-state]')).toHaveAttribute('data-state', 'partial');
    expect(group('maliciousUrls')).toHaveTextContent('URL time-of-click protection');
    // zeroHourAutoPurge is empty: hidden, and with it the "other" group.
    expect(tree.querySelector('[data-feature="zeroHourAutoPurge"]')).toBeNull();
    const link = screen.getByRole('link', { name: /Open threat protection policy/ });
    expect(link).toHaveAttribute('href', '/app/email-and-collaboration/policy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('hides the policy links without license.linkToCAS, and the va children when vaURLs is empty', async () => {
    server.use(userAccountHandlers.custom(userAccountVariants.vaHidden()));
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1', tab: 3 }} />, {
      personaPatch: { rbac: { license: { viewLicense: 1, linkToCAS: 0 } } },
    });
    const tree = await screen.findByRole('list', { name: 'Protection features' });
    expect(tree.querySelector('[data-feature="vaURLsClickThrough"]')).toBeNull();
    expect(tree.querySelector('[data-feature="maliciousUrls"]')).not.toBeNull();
    expect(screen.queryByTestId('cas-policy-links')).not.toBeInTheDocument();
  });

  it("cuts a feature state it does not know, the server's own text, at half the row (whole in its title); known states keep their line", async () => {
    const value = `state${'W'.repeat(2000)}`;
    const account = userAccountVariants.noFeatures();
    const exchange = account.services?.exchange;
    server.use(userAccountHandlers.custom({ ...account, services: { exchange: exchange ? { ...exchange, atpFeatures: { safeLinks: value } } : null } }));
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1', tab: 3 }} />);
    const tree = await screen.findByRole('list', { name: 'Protection features' });
    const badge = within(tree.querySelector('[data-feature="safeLinks"]') as HTMLElement).getByText(value);
    expect(badge).toHaveAttribute('data-state', 'other');
    expect(badge).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', maxWidth: '50%' });
    expect(badge).toHaveAttribute('title', value);
    expect(tree.querySelector('[data-group="links"] [data-state="enabled"]')).toHaveStyle({ flexShrink: '0' });
  });

  it('shows every group disabled when every feature is', async () => {
    server.use(userAccountHandlers.custom(userAccountVariants.allDisabled()));
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1', tab: 3 }} />);
    const tree = await screen.findByRole('list', { name: 'Protection features' });
    const groupStates = [...tree.querySelectorAll('[data-group]')].map((g) => g.querySelector('[data-state]')?.getAttribute('data-state'));
    expect(groupStates.length).toBeGreaterThan(0);
    expect(new Set(groupStates)).toEqual(new Set(['disabled']));
  });

  it('shows dashes for an empty account, an error with retry and trace id when the call fails', async () => {
    server.use(userAccountHandlers.empty());
    const { unmount } = renderWithProviders(<UserAccountPanel params={{ userId: 'user-1' }} />);
    await screen.findByText('User name', { selector: 'dt' });
    for (const label of ['User name', 'Email address', 'High-profile user', 'Department', 'Identity provider']) expect(field(label)).toHaveTextContent('-');
    unmount();
    server.use(userAccountHandlers.serverError(500));
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1' }} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Trace ID/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('says no directory knows the user when the identity profiles are empty', async () => {
    server.use(userIdentityHandlers.empty());
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1' }} tab="4" />);
    expect(await screen.findByText('No directory knows this user.')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Risk overview' }));
    expect(await screen.findByTestId('risk-score')).toBeVisible();
  });
});

describe('links out (spec 001 §2.18)', () => {
  it('links the Basic tab to the identity-provider page when the account may open it', async () => {
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1' }} />);
    const link = within(await screen.findByText('Identity provider settings', { selector: 'dt' }).then((dt) => dt.closest('.detail-field') as HTMLElement)).getByRole('link', { name: 'Open the identity provider page' });
    expect(link).toHaveAttribute('href', '/app/iam2/idp');
  });
  it('leaves the link out without singleSignOn.view', async () => {
    renderWithProviders(<UserAccountPanel params={{ userId: 'user-1' }} />, { personaPatch: { rbac: { singleSignOn: { view: 0 } } } });
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the identity provider page' })).toBeNull();
  });
});
