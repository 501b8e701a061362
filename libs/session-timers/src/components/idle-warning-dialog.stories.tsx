import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';

// Fixed values through props: no running clock, so every screenshot is the same.
const meta = {
  title: 'Session timers/IdleWarningDialog',
  component: IdleWarningDialog,
  args: { open: true, secondsLeft: 60, onConfirm: fn() },
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixtySeconds: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Are you still there?');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('60 seconds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const FiveSeconds: Story = {
  args: { secondsLeft: 5 },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Are you still there?');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('5 seconds');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('10 seconds or less left');
  },
};
