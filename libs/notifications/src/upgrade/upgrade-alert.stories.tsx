import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpgradeAlert } from './upgrade-alert.tsx';

const meta = {
  title: 'Notifications/Upgrade/UpgradeAlert',
  component: UpgradeAlert,
  parameters: { layout: 'fullscreen' },
  args: { olderText: false, timezonePath: '/admin/timezone', onLearnMore: fn(), onClose: fn(), onNavigate: fn() },
} satisfies Meta<typeof UpgradeAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Upgrade your company to Foundation Services.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Learn about the upgrade' }));
    await expect(args.onLearnMore).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'time zone settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/timezone');
  },
};

export const OlderText: Story = {
  args: { olderText: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Foundation Services are now available to your company.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close the upgrade banner' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithoutConsolePermission: Story = {
  args: { timezonePath: '/users/403' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'time zone settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/users/403');
  },
};
