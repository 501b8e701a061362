import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationBell } from './notification-bell.tsx';
import { withoutMotion } from '../testing/story-decorators.tsx';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 0 },
  decorators: [withoutMotion],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await expect(canvas.queryByTestId('notification-badge')).toBeNull();
  },
};

export const OneUnread: Story = {
  args: { unreadCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('1');
  },
};

export const OverNinetyNine: Story = {
  args: { unreadCount: 240 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications, 240 unread' })).toBeVisible();
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('99+');
  },
};
