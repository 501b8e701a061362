import { Box, Heading, Text } from '@chakra-ui/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type {} from 'msw-storybook-addon/csf3';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createBannerNotification, createLicenseBanner, createMockState, dismissBannerHandlers, FIXED_NOW, NOTIFICATION_PATHS, type LicenseBannerFixture } from '@soc/mocks';
import { toaster } from '@soc/ui';
import { LicenseBannerCarousel } from './license-banner-carousel.tsx';
import { LicenseBanners } from './license-banners.tsx';

const state = () => createMockState({ now: () => FIXED_NOW });
const withLicenses = (license: LicenseBannerFixture[], extra: { idp?: unknown } = {}) =>
  http.get(NOTIFICATION_PATHS.banners, () => HttpResponse.json(createBannerNotification(state(), { license, ...extra })));

/** One banner of each type (spec 001 §1: error, warning, info), given out of order. */
const threeTypes = () =>
  withLicenses([
    createLicenseBanner({ pid: 'complimentary_credit', status: 3, days: 30 }),
    createLicenseBanner({ pid: 'advanced_trial', status: 1, days: 12 }),
    createLicenseBanner({ pid: 'last_essential', status: 2, days: 0 }),
  ]);

const ERROR = 'Your Essential Access license expires today.';
const WARNING = 'Your Advanced trial ends in 12 days.';
const INFO = 'Your complimentary credits expire in 30 days.';

/** As at the top of the detail drawer (default width 450, spec 001 §2.1). */
function DrawerFrame({ children }: { children: ReactNode }) {
  return (
    <Box width="450px" p="4" bg="bg.panel" borderWidth="1px" borderColor="border">
      {children}
      <Text textStyle="sm" color="fg.muted">
        The panel's content follows the banners.
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Notifications/Banners/LicenseBannerCarousel',
  component: LicenseBannerCarousel,
  args: { placement: 'panel', onNavigate: fn() },
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof LicenseBannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const inDrawer: Decorator = (Story) => (
  <DrawerFrame>
    <Story />
  </DrawerFrame>
);

export const InPanel: Story = {
  decorators: [inDrawer],
  beforeEach({ msw }) {
    msw.use(threeTypes());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Panel notices' });
    await expect(await within(region).findByText(ERROR)).toBeVisible();
    await expect(within(region).getByTestId('banner-position')).toHaveTextContent('1 of 3');
    await userEvent.click(within(region).getByRole('button', { name: 'Next notice' }));
    await expect(within(region).getByText(WARNING)).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Next notice' }));
    await expect(within(region).getByText(INFO)).toBeVisible();
    // No blocking dialog here, whatever the answer says: the page's banners show it.
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const DismissInPanel: Story = {
  decorators: [inDrawer],
  beforeEach({ msw }) {
    msw.use(threeTypes(), dismissBannerHandlers.default(state()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(ERROR);
    await userEvent.click(canvas.getByRole('button', { name: 'Next notice' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText(WARNING)).toBeNull();
    // The banner that took its place is shown, and focus stays in the carousel.
    await expect(await canvas.findByText(INFO)).toBeVisible();
    await expect(canvas.getByTestId('banner-position')).toHaveTextContent('2 of 2');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Panel notices' })).toContainElement(document.activeElement as HTMLElement));
  },
};

/** The page's banners and the drawer's share one query: dismissed in the drawer, gone from the page too. */
export const SharedWithPage: Story = {
  beforeEach({ msw }) {
    msw.use(threeTypes(), dismissBannerHandlers.default(state()));
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Box minH="100vh" bg="bg.canvas">
        <LicenseBanners onNavigate={fn()} onSignOut={fn()} />
        <Heading as="h1" textStyle="lg" px="6" pt="4">
          A page of the console
        </Heading>
        <Box ms="auto" mt="4" width="450px">
          <DrawerFrame>
            <Story />
          </DrawerFrame>
        </Box>
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await canvas.findByRole('region', { name: 'Notices' });
    const panel = await canvas.findByRole('region', { name: 'Panel notices' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Next notice' }));
    await userEvent.click(within(page).getByRole('button', { name: 'Next notice' }));
    await expect(within(page).getByText(WARNING)).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    await expect(within(panel).queryByText(WARNING)).toBeNull();
    await expect(within(page).queryByText(WARNING)).toBeNull();
    await expect(within(page).getByTestId('banner-position')).toHaveTextContent('2 of 2');
    await expect(within(panel).getByTestId('banner-position')).toHaveTextContent('2 of 2');
  },
};
