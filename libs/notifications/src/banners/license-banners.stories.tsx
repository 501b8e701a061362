import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import {
  bannerNotificationHandlers,
  createBannerNotification,
  createLicenseBanner,
  createMockState,
  dismissBannerHandlers,
  FIXED_NOW,
  NOTIFICATION_PATHS,
  type LicenseBannerFixture,
} from '@soc/mocks';
import { toaster } from '@soc/ui';
import { LicenseBanners } from './license-banners.tsx';

const state = () => createMockState({ now: () => FIXED_NOW });
const withLicenses = (license: LicenseBannerFixture[], extra: { idp?: unknown } = {}) =>
  http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json(createBannerNotification(state(), { license, ...extra })));

const meta = {
  title: 'Notifications/Banners/LicenseBanners',
  component: LicenseBanners,
  parameters: { layout: 'fullscreen' },
  args: { onNavigate: fn(), onSignOut: fn() },
  // The toast store is shared by the page: clear it when a story ends.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof LicenseBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One banner of the given status and day count, and the title it must read. */
const single = (status: 1 | 2 | 3, days: number, pid: string, title: string, type: string): Story => ({
  beforeEach({ msw }) {
    msw.use(withLicenses([createLicenseBanner({ pid, status, days })]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(title)).toBeVisible();
    await expect(canvas.getByTestId('banner-carousel').querySelector('[data-type]')).toHaveAttribute('data-type', type);
  },
});

export const WarningFiveDays = single(1, 5, 'advanced_trial', 'Your Advanced trial ends in 5 days.', 'warning');
export const WarningOneDay = single(1, 1, 'advanced_trial', 'Your Advanced trial ends tomorrow.', 'warning');
export const WarningToday = single(1, 0, 'advanced_trial', 'Your Advanced trial ends today.', 'warning');
export const ErrorFiveDays = single(2, 5, 'last_essential', 'Your Essential Access license expires in 5 days.', 'error');
export const ErrorOneDay = single(2, 1, 'last_essential', 'Your Essential Access license expires tomorrow.', 'error');
export const ErrorToday = single(2, 0, 'last_essential', 'Your Essential Access license expires today.', 'error');
export const InfoFiveDays = single(3, 5, 'complimentary_credit', 'Your complimentary credits expire in 5 days.', 'info');
export const InfoOneDay = single(3, 1, 'paid_credit', 'Your paid credits expire tomorrow.', 'info');
export const InfoToday = single(3, 0, 'endpoint_security', 'Your endpoint_security license expires today.', 'info');

export const AllStatuses: Story = {
  beforeEach({ msw }) {
    msw.use(bannerNotificationHandlers.allStatuses(state()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your Essential Access license expires today.')).toBeVisible();
    await expect(canvas.getByTestId('banner-position')).toHaveTextContent('1 of 9');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous notice' }));
    await expect(canvas.getByText('Your identity_security license expires today.')).toBeVisible();
  },
};

export const DismissSuccess: Story = {
  beforeEach({ msw }) {
    msw.use(withLicenses([createLicenseBanner({ pid: 'advanced_trial', status: 1, days: 12 }), createLicenseBanner({ pid: 'paid_credit', status: 1, days: 1 })]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('Your Advanced trial ends in 12 days.')).toBeNull();
    await expect(canvas.getByText('Your paid credits expire tomorrow.')).toBeVisible();
  },
};

export const DismissFailure: Story = {
  beforeEach({ msw }) {
    msw.use(withLicenses([createLicenseBanner({ pid: 'advanced_trial', status: 1, days: 12 })]), dismissBannerHandlers.serverError(503));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    // Restored where it was.
    await expect(await canvas.findByText('Your Advanced trial ends in 12 days.')).toBeVisible();
  },
};

export const HidePermanently: Story = {
  beforeEach({ msw }) {
    msw.use(withLicenses([createLicenseBanner({ pid: 'complimentary_credit', status: 3, days: 30 })]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(canvas.queryByTestId('banner-carousel')).toBeNull());
  },
};

export const IdentityProviderNotice: Story = {
  beforeEach({ msw }) {
    msw.use(withLicenses([], { idp: { show: true } }));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Review identity providers' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/iam2/idp');
  },
};

export const KickingModal: Story = {
  beforeEach({ msw }) {
    msw.use(bannerNotificationHandlers.kickingModal(state()));
  },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Action required on your account');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const BadData: Story = {
  beforeEach({ msw }) {
    msw.use(bannerNotificationHandlers.badData());
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByTestId('banner-carousel')).toBeNull();
  },
};
