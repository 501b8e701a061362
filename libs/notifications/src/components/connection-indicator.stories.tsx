import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXED_NOW } from '@soc/mocks';
import { ConnectionIndicator } from './connection-indicator.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { withoutMotion } from '../testing/story-decorators.tsx';

// Beside the bell, as in the header. The clock is fixed: "next attempt in 12 s" never moves.
const meta = {
  title: 'Notifications/ConnectionIndicator',
  component: ConnectionIndicator,
  args: { now: FIXED_NOW, onReconnect: fn(), connection: { status: 'retrying', nextAttemptAt: FIXED_NOW + 12_000, delayMs: 17_496, attempt: 4 } },
  decorators: [
    withoutMotion,
    (Story) => (
      <HStack gap="0">
        <Story />
        <NotificationBell unreadCount={3} />
      </HStack>
    ),
  ],
} satisfies Meta<typeof ConnectionIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Retrying: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /disconnected\. Next attempt in 12 s/ });
    await userEvent.click(button);
    await expect(args.onReconnect).toHaveBeenCalledTimes(1);
  },
};

/** The wall clock went back an hour during the wait: the countdown says the wait, not an hour more. */
export const RetryingAfterClockSetBack: Story = {
  args: { now: FIXED_NOW - 3_600_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /disconnected\. Next attempt in 18 s/ })).toBeVisible();
  },
};

export const Reconnecting: Story = {
  args: { connection: { status: 'connecting', attempt: 4 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /reconnecting/ })).toBeDisabled();
  },
};

export const Unavailable: Story = {
  args: { connection: { status: 'closed', reason: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Live notification updates are unavailable.' })).toBeVisible();
  },
};

export const Connected: Story = {
  args: { connection: { status: 'open', openedAt: FIXED_NOW } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};

export const FirstConnection: Story = {
  args: { connection: { status: 'connecting', attempt: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Live notification/ })).toBeNull();
  },
};
