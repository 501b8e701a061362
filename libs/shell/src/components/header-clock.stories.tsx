import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXED_NOW } from '@soc/mocks';
import { HeaderClock } from './header-clock.tsx';

// A fixed instant through props: the story never ticks, so every screenshot is the same.
const meta = {
  title: 'Shell/HeaderClock',
  component: HeaderClock,
  parameters: { layout: 'centered' },
  args: { clock: { now: () => FIXED_NOW, ticking: false }, timeZone: 'Asia/Tokyo', settingsPath: '/admin/timezone', onNavigate: fn() },
} satisfies Meta<typeof HeaderClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 09:30 UTC shown in Tokyo, with the link to the time-zone settings. */
export const FixedTime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('18:30:00')).toBeVisible();
    await expect(canvas.getByText('UTC+09:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Time zone settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/timezone');
  },
};

/** Without the console permission the settings link leads to the access-denied page. */
export const NoConsolePermission: Story = {
  args: { timeZone: 'UTC', settingsPath: '/users/403' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('09:30:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Time zone settings' })).toHaveAttribute('href', '/users/403');
  },
};
