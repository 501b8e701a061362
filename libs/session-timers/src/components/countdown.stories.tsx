import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from './countdown.tsx';

// Fixed values through props: no running clock, so every screenshot is the same.
const meta = {
  title: 'Session timers/Countdown',
  component: Countdown,
  args: { secondsLeft: 75, mode: 'minutes' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 60 s the session warning counts m:ss; the live region speaks whole minutes, rounded up. */
export const SeventyFiveSecondsInMinutes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent(/^1:15$/);
    await expect(timer).toHaveAttribute('data-mode', 'minutes');
    await expect(timer).not.toHaveAttribute('aria-live');
    await expect(canvas.getByRole('status')).toHaveTextContent('About 2 minutes left');
  },
};

/** Exact-seconds mode (the idle warning, and the session warning at 60 s or less). */
export const SixtySecondsExact: Story = {
  args: { secondsLeft: 60, mode: 'seconds' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^60 seconds$/);
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-mode', 'seconds');
    await expect(canvas.getByRole('status')).toHaveTextContent('60 seconds or less left');
  },
};

/** Near the end: the live region says the last threshold passed (10 s), not every second. */
export const FiveSecondsExact: Story = {
  args: { secondsLeft: 5, mode: 'seconds' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^5 seconds$/);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 seconds or less left');
  },
};

/** The singular form. */
export const OneSecondExact: Story = {
  args: { secondsLeft: 1, mode: 'seconds' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/^1 second$/);
  },
};
