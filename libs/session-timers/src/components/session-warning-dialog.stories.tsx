import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { SessionWarningDialog } from './session-warning-dialog.tsx';

// Fixed values through props: no running clock, so every screenshot is the same.
const meta = {
  title: 'Session timers/SessionWarningDialog',
  component: SessionWarningDialog,
  args: { open: true, secondsLeft: 290, onContinue: fn(), onSignOut: fn() },
} satisfies Meta<typeof SessionWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the 280–300 s window: minutes and seconds. */
export const MinutesMode: Story = {
  play: async ({ args }) => {
    // After the dialog's own opening focus: a click before it had the ring land on the other button.
    const dialog = await findFocusedOverlay('alertdialog', 'Your session is about to expire');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('4:50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue session' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** 60 s or less: exact seconds. */
export const ExactSeconds: Story = {
  args: { secondsLeft: 42 },
  play: async ({ args }) => {
    // After the dialog's own opening focus: a click before it had the ring land on the other button.
    const dialog = await findFocusedOverlay('alertdialog', 'Your session is about to expire');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('42 seconds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};
