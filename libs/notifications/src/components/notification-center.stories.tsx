import { Flex } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMockState, FIXED_NOW, notificationCountsHandlers, notificationListHandlers } from '@soc/mocks';
import { NotificationSocket, type SocketConstructor } from '../model/notification-socket.ts';
import { PushingStorySocket, QuietStorySocket, RefusedStorySocket } from '../testing/fake-web-socket.ts';
import { NotificationCenter, type NotificationCenterProps } from './notification-center.tsx';
import { findDropdown } from '../testing/story-dropdown.ts';
import { withoutMotion } from '../testing/story-decorators.tsx';
import { chromaticCapture } from '@soc/testing/story';

type StoryProps = Omit<NotificationCenterProps, 'socket'> & {
  /** The socket class: no story opens a real connection. */
  socketClass: SocketConstructor;
};

/** The container with a socket of its own: a fake connection, a fixed clock and no real logout. */
function StoryCenter({ socketClass, ...props }: StoryProps) {
  const [socket] = useState(() => new NotificationSocket({ WebSocket: socketClass, now: () => FIXED_NOW, logout: fn(), assign: fn() }));
  return <NotificationCenter {...props} socket={socket} />;
}

// The counts and the list come from the mock handlers (seven unread by default); the clock is fixed.
const meta = {
  title: 'Notifications/NotificationCenter',
  component: StoryCenter,
  args: { onNavigate: fn(), clock: () => FIXED_NOW, socketClass: QuietStorySocket },
  parameters: { layout: 'centered' },
  decorators: [withoutMotion],
} satisfies Meta<typeof StoryCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDropdown(canvasElement: HTMLElement) {
  const bell = await within(canvasElement).findByRole('button', { name: 'Notifications, 7 unread' });
  bell.focus();
  await userEvent.keyboard('{Enter}');
  const dropdown = await findDropdown(canvasElement);
  return { bell, dropdown };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { bell, dropdown } = await openDropdown(canvasElement);
    await expect(await within(dropdown).findByText(/Attack Path Analysis/)).toBeVisible();
    // No landmark of its own: at the page's level a header would be a second banner.
    await expect(within(dropdown).queryAllByRole('banner')).toHaveLength(0);
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 0 unread'));
    // Focus opens on the dropdown itself, whether the list is there yet or not.
    await waitFor(() => expect(dropdown).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    // Opened again, with the list already here: focus opens on the dropdown again, not on its first tab.
    await userEvent.keyboard('{Enter}');
    const again = await findDropdown(canvasElement);
    await expect(await within(again).findByText(/Attack Path Analysis/)).toBeVisible();
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/**
 * A count the socket pushes up is said to a screen reader in a polite status, unseen; the count the
 * page loaded with is not.
 */
export const PushedCountAnnounced: Story = {
  args: { socketClass: PushingStorySocket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^$/);
    await expect(await canvas.findByRole('button', { name: 'Notifications, 12 unread' })).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('New notifications: 12 unread'));
    // Visually hidden: one pixel, clipped.
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const TwoHundredFiftyPerType: Story = {
  beforeEach({ msw }) {
    msw.use(notificationListHandlers.overflow(createMockState({ now: () => FIXED_NOW })));
  },
  play: async ({ canvasElement }) => {
    const { dropdown } = await openDropdown(canvasElement);
    // The server sent 263 per type; 250 are kept, the first 50 rendered.
    await expect(await within(dropdown).findByRole('button', { name: 'Show more (200 remaining)' })).toBeVisible();
    await waitFor(() => expect(within(dropdown).getAllByRole('listitem')).toHaveLength(50));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(notificationListHandlers.empty(createMockState({ now: () => FIXED_NOW })));
  },
  play: async ({ canvasElement }) => {
    const { dropdown } = await openDropdown(canvasElement);
    await expect(await within(dropdown).findByText('No notifications')).toBeVisible();
  },
};

export const HostileHtml: Story = {
  name: 'Hostile HTML',
  beforeEach({ msw }) {
    msw.use(notificationListHandlers.hostile(createMockState({ now: () => FIXED_NOW })));
  },
  play: async ({ canvasElement }) => {
    const { dropdown } = await openDropdown(canvasElement);
    await expect(await within(dropdown).findByText(/Disk quota warning/)).toBeVisible();
    await expect(dropdown.querySelector('script, iframe, object, embed')).toBeNull();
    const attributes = [...dropdown.querySelectorAll('*')].flatMap((node) => [...node.attributes]);
    await expect(attributes.filter((a) => a.name.startsWith('on') || /^\s*javascript:/i.test(a.value))).toEqual([]);
  },
};

export const LoadFailure: Story = {
  // The panels' name for this state (the export, and so the story id, is older).
  name: 'Server Error',
  beforeEach({ msw }) {
    msw.use(notificationListHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    const { dropdown } = await openDropdown(canvasElement);
    const alert = await within(dropdown).findByRole('alert');
    await expect(alert).toHaveTextContent('Notifications could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const SocketRetrying: Story = {
  args: { socketClass: RefusedStorySocket },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /disconnected\. Next attempt in 3 s/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 7 unread' })).toBeVisible();
  },
};

export const NoSocketUrl: Story = {
  name: 'No Socket URL',
  beforeEach({ msw }) {
    msw.use(notificationCountsHandlers.noSocket());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Live notification updates are unavailable.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};

export const CountsFailure: Story = {
  beforeEach({ msw }) {
    msw.use(notificationCountsHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /disconnected/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 0 unread' }));
    await expect(await findDropdown(canvasElement)).toBeVisible();
  },
};

/**
 * A phone in Japanese, the bell at the header's end as the console places it: the open dropdown keeps a
 * gutter inside the screen, its tabs fit across it, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Flex justify="flex-end" align="center" h="12" px="2" borderBottomWidth="1px" borderColor="border">
        <Story />
      </Flex>
    ),
  ],
  play: async ({ canvasElement }) => {
    const loaded = { timeout: 10_000 };
    const bell = await within(canvasElement).findByRole('button', { name: '通知（未読7件）' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const dropdown = await page(canvasElement).findByRole('dialog', { name: '通知' }, loaded);
    await waitFor(() => expect(within(dropdown).queryByRole('status', { name: '読み込んでいます…' })).toBeNull(), loaded);
    // The item can be in the page before it is shown (a CI run found it hidden): wait until it is.
    await waitFor(() => expect(within(dropdown).getByText(/攻撃経路分析/)).toBeVisible(), loaded);
    await waitFor(() => expect(bell).toHaveAccessibleName('通知（未読0件）'));
    await waitFor(() => expect(dropdown).toHaveFocus());
    const box = dropdown.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 8);
    for (const tab of within(dropdown).getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    await expect(dropdown.scrollWidth).toBeLessThanOrEqual(dropdown.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
