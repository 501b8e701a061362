import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { DRAWER_WIDTHS } from '@soc/ui';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { userAccountHandlers, userAccountVariants, userIdentityHandlers, userIdentityVariants } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { expectDirectoryNamesWrap, unbrokenDirectoryNames } from '../../testing/unbroken-directory-names.ts';
import { UserAccountPanel } from './user-account-panel.tsx';

/** The first answer can take a while on a loaded machine. */
const WAIT = { timeout: 15_000 };

const meta = {
  title: 'Detail panels/Panels/UserAccountPanel',
  component: UserAccountPanel,
  args: { params: { userId: 'user-1' } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame(DRAWER_WIDTHS.global)],
} satisfies Meta<typeof UserAccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('tab').map((tab) => tab.textContent);
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;
const groupState = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`[data-group="${id}"] [data-state]`)?.getAttribute('data-state');

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dana Whitfield', undefined, WAIT)).toBeVisible();
    await expect(tabNames(canvasElement)).toEqual(['Risk overview', 'Basic', 'Email security policy', 'Identity inventory']);
    await expect(field(canvasElement, 'High-profile user')).toHaveTextContent('Yes');
    await settleFrame();
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the four tabs scroll within
 * their strip and the account fields wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dana Whitfield', undefined, WAIT)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('tablist')]);
    await settleFrame();
  },
};

export const RiskOverviewTab: Story = {
  args: { params: { userId: 'user-1', tab: 1 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('risk-score', undefined, WAIT)).toHaveTextContent('74');
    await settleFrame();
  },
};

/** The feature tree (spec 001 §4) and the policy buttons (license.linkToCAS = 1). */
export const EmailSecurityTab: Story = {
  args: { params: { userId: 'user-1', tab: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Protection features' }, WAIT);
    await expect(groupState(canvasElement, 'attachments')).toBe('enabled');
    await expect(groupState(canvasElement, 'links')).toBe('partial');
    await expect(canvas.getByRole('link', { name: /Open threat protection policy/ })).toHaveAttribute('target', '_blank');
    await settleFrame();
  },
};

export const EmailSecurityWithoutPolicyLinks: Story = {
  args: { params: { userId: 'user-1', tab: 3 } },
  parameters: { personaPatch: { rbac: { license: { viewLicense: 1, linkToCAS: 0 } } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Protection features' }, WAIT);
    await expect(within(canvasElement).queryByTestId('cas-policy-links')).toBeNull();
    await settleFrame();
  },
};

/** vaURLs given as empty: the malicious-URL group hides its va children. */
export const EmailSecurityVaHidden: Story = {
  args: { params: { userId: 'user-1', tab: 3 } },
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.custom(userAccountVariants.vaHidden()));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Protection features' }, WAIT);
    await expect(canvasElement.querySelector('[data-feature="vaURLsClickThrough"]')).toBeNull();
    await expect(groupState(canvasElement, 'maliciousUrls')).toBe('enabled');
    await settleFrame();
  },
};

export const EmailSecurityAllDisabled: Story = {
  args: { params: { userId: 'user-1', tab: 3 } },
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.custom(userAccountVariants.allDisabled()));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Protection features' }, WAIT);
    await expect(groupState(canvasElement, 'phishing')).toBe('disabled');
    await settleFrame();
  },
};

export const EmailSecurityNoFeatures: Story = {
  args: { params: { userId: 'user-1', tab: 3 } },
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.custom(userAccountVariants.noFeatures()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The server reported no protection features for this user.', undefined, WAIT)).toBeVisible();
    await settleFrame();
  },
};

/** A feature state the console does not know, thousands of characters without a space: its badge wraps inside the drawer. */
export const EmailSecurityUnknownLongState: Story = {
  args: { params: { userId: 'user-1', tab: 3 } },
  beforeEach({ msw }) {
    const account = userAccountVariants.noFeatures();
    const exchange = account.services?.exchange;
    msw.use(
      userAccountHandlers.custom({
        ...account,
        services: { exchange: exchange ? { ...exchange, atpFeatures: { safeLinks: `state${'W'.repeat(2000)}` } } : null },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Protection features' }, WAIT);
    const badge = canvasElement.querySelector('[data-feature="safeLinks"] [data-state="other"]');
    await expect(badge).toHaveTextContent(/^stateW+$/);
    // Cut at half the row: the feature's name beside it stays on one line (it was squeezed to a letter a line).
    await expect(canvas.getByText('Safe links').getBoundingClientRect().height).toBeLessThan(30);
    const frame = canvas.getByTestId('panel-frame');
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
    await settleFrame();
  },
};

/** No exchange object: no email-security tab; a requested tab 3 opens Basic. */
export const WithoutExchange: Story = {
  args: { params: { userId: 'user-1', tab: 3 } },
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.custom(userAccountVariants.google()));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Kenji Mori', undefined, WAIT);
    await expect(tabNames(canvasElement)).toEqual(['Risk overview', 'Basic', 'Identity inventory']);
    await expect(field(canvasElement, 'Identity provider')).toHaveTextContent('Google');
    await settleFrame();
  },
};

export const IdentityTab: Story = {
  args: { params: { userId: 'user-1', tab: 4 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Billing Administrator', undefined, WAIT)).toBeVisible();
    await settleFrame();
  },
};

/** Without identity-inventory-app a requested tab 4 falls back to Basic. */
export const IdentityTabWithoutFlag: Story = {
  args: { params: { userId: 'user-1', tab: 4 } },
  parameters: { personaPatch: { flags: { 'identity-inventory-app': 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Basic' }, WAIT)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tab', { name: 'Identity inventory' })).toBeNull();
    await settleFrame();
  },
};

export const IdentityEmpty: Story = {
  args: { params: { userId: 'user-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(userIdentityHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No directory knows this user.', undefined, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const IdentityServerError: Story = {
  args: { params: { userId: 'user-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(userIdentityHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', undefined, WAIT)).toHaveTextContent(/Trace ID/);
    await settleFrame();
  },
};

export const IdentityLong: Story = {
  args: { params: { userId: 'user-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(userIdentityHandlers.long());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('heading', { name: /^Cloud directory:/ }, WAIT)).toHaveLength(6);
    await settleFrame();
  },
};

/** A tenant and a domain of thousands of characters without a space: the section headings wrap inside the drawer. */
export const IdentityUnbrokenNames: Story = {
  args: { params: { userId: 'user-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(userIdentityHandlers.custom(unbrokenDirectoryNames(userIdentityVariants.long())));
  },
  play: ({ canvasElement }) => expectDirectoryNamesWrap(canvasElement),
};

export const IdentityHostile: Story = {
  args: { params: { userId: 'user-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(userIdentityHandlers.custom(userIdentityVariants.hostile()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('<img src=x onerror="window.__pwned=true">', undefined, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No data' }, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, WAIT);
    await expect(alert).toHaveTextContent(/Trace ID: [0-9a-f-]{36}/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await settleFrame();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('User name', { selector: 'dt' }, WAIT);
    for (const label of ['User name', 'Email address', 'High-profile user', 'Department', 'Email protection', 'Identity provider']) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await settleFrame();
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/von Hohenberg-Liechtenstein/, undefined, WAIT);
    const frame = canvas.getByTestId('panel-frame');
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
    await settleFrame();
  },
};

export const HostileValues: Story = {
  args: { params: { userId: 'user-1', tab: 3 } },
  beforeEach({ msw }) {
    msw.use(userAccountHandlers.custom(userAccountVariants.hostile()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<script>window.__pwned=true</script>', undefined, WAIT)).toBeVisible();
    await expect(field(canvasElement, 'Threat protection policy status')).toHaveTextContent('-');
    await settleFrame();
  },
};
