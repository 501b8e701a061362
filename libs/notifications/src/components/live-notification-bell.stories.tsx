import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { intlLocale, isLocale } from '@soc/i18n';
import { FIXED_NOW } from '@soc/mocks';
import { useNotificationSocket } from '../hooks/use-notification-socket.ts';
import { useNotifications } from '../hooks/use-notifications.ts';
import { NotificationSocket, type SocketConstructor } from '../model/notification-socket.ts';
import { PushingStorySocket, QuietStorySocket } from '../testing/fake-web-socket.ts';
import { findDropdown } from '../testing/story-dropdown.ts';
import { withoutMotion } from '../testing/story-decorators.tsx';
import { LiveNotificationBell } from './live-notification-bell.tsx';
import { NotificationMenu } from './notification-menu.tsx';

interface StoryProps {
  /** The socket class: no story opens a real connection. */
  socketClass: SocketConstructor;
  onNavigate: (path: string) => void;
}

/**
 * The bell as NotificationCenter places it: the dropdown's trigger, reading the unread count from a
 * socket of its own (a fake connection, a fixed clock, no real logout); the list from the mock handlers.
 */
function StoryBell({ socketClass, onNavigate }: StoryProps) {
  const { i18n } = useLingui();
  const [socket] = useState(() => new NotificationSocket({ WebSocket: socketClass, now: () => FIXED_NOW, logout: fn(), assign: fn() }));
  // The centre holds the connection; the bell only reads the count.
  const live = useNotificationSocket({ socket, withUnreadCount: false });
  const { open, setOpen, list } = useNotifications({ lang: isLocale(i18n.locale) ? intlLocale(i18n.locale) : 'en', onOpen: live.markRead });
  return (
    <NotificationMenu
      unreadCount={0}
      trigger={<LiveNotificationBell socket={socket} />}
      open={open}
      onOpenChange={setOpen}
      list={list}
      now={FIXED_NOW}
      origin="http://localhost"
      onNavigate={onNavigate}
    />
  );
}

// The counts and the list come from the mock handlers (seven unread by default); the clock is fixed.
const meta = {
  title: 'Notifications/LiveNotificationBell',
  component: StoryBell,
  args: { onNavigate: fn(), socketClass: QuietStorySocket },
  parameters: { layout: 'centered' },
  decorators: [withoutMotion],
} satisfies Meta<typeof StoryBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count from `notifications/counts`, on the badge, in the button's name and in the tab title. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 7 unread' });
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('7');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvasElement.ownerDocument.title).toMatch(/^\(7\) /));
  },
};

/** A count pushed over the socket replaces the one fetched. */
export const PushedCount: Story = {
  args: { socketClass: PushingStorySocket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Notifications, 12 unread' })).toBeVisible();
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('12');
    await waitFor(() => expect(canvasElement.ownerDocument.title).toMatch(/^\(12\) /));
  },
};

/** Clicked: the dropdown opens on the list, and everything counts as read (badge and title prefix gone). */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 7 unread' });
    await userEvent.click(bell);
    const dropdown = await findDropdown(canvasElement);
    await expect(await within(dropdown).findByText(/Attack Path Analysis/)).toBeVisible();
    await expect(within(dropdown).getByRole('list', { name: 'Informative' })).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 0 unread'));
    await expect(canvas.queryByTestId('notification-badge')).toBeNull();
    await waitFor(() => expect(canvasElement.ownerDocument.title).not.toMatch(/^\(\d+\) /));
    // The focus opens on the dropdown itself: the final frame shows it there.
    await waitFor(() => expect(dropdown).toHaveFocus());
  },
};
