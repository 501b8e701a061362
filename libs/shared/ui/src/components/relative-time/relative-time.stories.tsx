import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RelativeTime } from './relative-time.tsx';

// A fixed "now" keeps the text and the screenshots the same on every run.
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

const meta = {
  title: 'UI/RelativeTime',
  component: RelativeTime,
  args: { value: ago(0), now: NOW },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectTime = async (canvasElement: HTMLElement, text: string, iso: string) => {
  const time = within(canvasElement).getByText(text);
  await expect(time.tagName).toBe('TIME');
  await expect(time).toHaveAttribute('datetime', iso);
  await expect(time).toHaveAttribute('title');
};

export const ZeroSeconds: Story = {
  play: async ({ canvasElement, args }) => expectTime(canvasElement, 'Just now', String(args.value)),
};

export const FourMinutes: Story = {
  args: { value: ago(4 * MINUTE) },
  play: async ({ canvasElement, args }) => expectTime(canvasElement, 'Just now', String(args.value)),
};

export const FiftyNineMinutes: Story = {
  args: { value: ago(59 * MINUTE) },
  play: async ({ canvasElement, args }) => expectTime(canvasElement, '59 minutes ago', String(args.value)),
};

export const ThreeHours: Story = {
  args: { value: ago(3 * 60 * MINUTE) },
  play: async ({ canvasElement, args }) => expectTime(canvasElement, '3 hours ago', String(args.value)),
};

export const TwoDays: Story = {
  args: { value: ago(2 * 24 * 60 * MINUTE) },
  play: async ({ canvasElement, args }) => expectTime(canvasElement, '2 days ago', String(args.value)),
};

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeVisible();
  },
};
