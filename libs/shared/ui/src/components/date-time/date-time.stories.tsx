import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateTime } from './date-time.tsx';

// UTC with the zone shown, so the story reads the same in every time zone.
const meta = {
  title: 'UI/DateTime',
  component: DateTime,
  args: { value: '2026-11-21T06:01:02Z', options: { timeZone: 'UTC', timeZoneName: 'short' } },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IsoText: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('Nov 21, 2026, 06:01:02 UTC');
    await expect(time).toHaveAttribute('datetime', '2026-11-21T06:01:02.000Z');
  },
};

export const EpochMilliseconds: Story = {
  args: { value: Date.UTC(2026, 0, 5, 23, 59, 59) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Jan 5, 2026, 23:59:59 UTC')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { value: 'not a date' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeVisible();
  },
};
