import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW, upgradeUrlHandlers } from '@soc/mocks';
import { findFocusedOverlay } from '@soc/testing/story';
import { toaster } from '@soc/ui';
import { UpgradePromotion } from './upgrade-promotion.tsx';
import { localDateKey } from './upgrade-rules.ts';

const meta = {
  title: 'Notifications/Upgrade/UpgradePromotion',
  component: UpgradePromotion,
  parameters: { layout: 'fullscreen' },
  // Clock, host and window are injected: nothing depends on the wall clock or opens a real window.
  args: {
    eligible: true,
    onNavigate: fn(),
    now: () => FIXED_NOW,
    hostname: 'console.example.com',
    openWindow: fn(),
    relayState: () => '/dashboard',
  },
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof UpgradePromotion>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// Each dialog is used once it holds the focus, as a person meets it: a click before its first frame
// races the dialog's initial focus.
async function openIntro(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Learn about the upgrade' }));
  return findFocusedOverlay('dialog', 'Upgrade to Foundation Services');
}

async function openConfirm(canvasElement: HTMLElement) {
  const intro = await openIntro(canvasElement);
  await userEvent.click(within(intro).getByRole('button', { name: 'I agree to update' }));
  return findFocusedOverlay('dialog', 'Start the upgrade');
}

export const Alert: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Upgrade offer' })).toHaveTextContent('Upgrade your company to Foundation Services.');
  },
};

export const OlderText: Story = {
  args: { now: () => Date.UTC(2025, 1, 14, 9, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Foundation Services are now available to your company.')).toBeVisible();
  },
};

export const IntroRoot: Story = {
  play: async ({ canvasElement }) => {
    const intro = await openIntro(canvasElement);
    await expect(within(intro).getByRole('button', { name: 'I agree to update' })).toBeVisible();
  },
};

export const IntroNonRoot: Story = {
  globals: { persona: 'entp-saml-analyst' },
  play: async ({ canvasElement }) => {
    const intro = await openIntro(canvasElement);
    await expect(within(intro).getByText(/Only the root user of your company can do this upgrade/)).toBeVisible();
    await expect(within(intro).queryByRole('button', { name: 'I agree to update' })).toBeNull();
  },
};

export const ConfirmBeforeTick: Story = {
  play: async ({ canvasElement }) => {
    const confirm = await openConfirm(canvasElement);
    await expect(within(confirm).getByRole('checkbox')).not.toBeChecked();
    await expect(within(confirm).getByRole('button', { name: 'Start upgrade' })).toBeDisabled();
  },
};

export const ConfirmAfterTick: Story = {
  play: async ({ canvasElement, args }) => {
    const confirm = await openConfirm(canvasElement);
    await userEvent.click(within(confirm).getByRole('checkbox', { name: 'I understand that this upgrade applies to my whole company.' }));
    const start = within(confirm).getByRole('button', { name: 'Start upgrade' });
    await expect(start).toBeEnabled();
    await userEvent.click(start);
    await waitFor(() => expect(args.openWindow).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/upgrade\.example\.com\/foundation\/start\?.*relayState=%2Fdashboard/)));
    // The story ends as a person sees it: the dialog gone and the focus back on the offer's button
    // (it returns a frame after the dialog closes; a screenshot in between missed its ring).
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Learn about the upgrade' })).toHaveFocus());
  },
};

export const Starting: Story = {
  beforeEach({ msw }) {
    msw.use(upgradeUrlHandlers.loading());
  },
  play: async ({ canvasElement, args }) => {
    const confirm = await openConfirm(canvasElement);
    await userEvent.click(within(confirm).getByRole('checkbox'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start upgrade' }));
    await expect(await within(confirm).findByRole('button', { name: 'Starting…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};

export const StartFailure: Story = {
  beforeEach({ msw }) {
    msw.use(upgradeUrlHandlers.serverError(500));
  },
  play: async ({ canvasElement, args }) => {
    const confirm = await openConfirm(canvasElement);
    await userEvent.click(within(confirm).getByRole('checkbox'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start upgrade' }));
    await expect(await page(canvasElement).findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};

export const CloseAlertModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close the upgrade banner' }));
    const dialog = await findFocusedOverlay('dialog', 'Close the upgrade banner');
    await expect(within(dialog).getByRole('checkbox', { name: "Don't show this banner again" })).toBeVisible();
  },
};

export const NeverShowAgain: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close the upgrade banner' }));
    const dialog = await findFocusedOverlay('dialog', 'Close the upgrade banner');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close banner' }));
    await waitFor(() => expect(within(canvasElement).queryByTestId('upgrade-alert')).toBeNull());
    await expect(localStorage.getItem('noUpgradeBanner')).toBe('true');
  },
};

export const NotClosable: Story = {
  play: async ({ canvasElement }) => {
    const intro = await openIntro(canvasElement);
    await expect(within(intro).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(intro).toBeVisible();
  },
};

export const Closable: Story = {
  parameters: { personaPatch: { flags: { 'poseidon-sign-in': 1 } } },
  play: async ({ canvasElement }) => {
    const intro = await openIntro(canvasElement);
    await userEvent.click(within(intro).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const FeatureModalOnTestSite: Story = {
  args: { hostname: 'console.stg-eu.example.com' },
  play: async () => {
    const modal = await findFocusedOverlay('dialog', 'New on this test site: the upgrade to Foundation Services');
    await userEvent.click(within(modal).getByRole('button', { name: "Don't show again today" }));
    // The local day of the injected clock, whatever the browser's time zone.
    await expect(localStorage.getItem('neverShowToday:featureModal')).toBe(localDateKey(FIXED_NOW));
  },
};
