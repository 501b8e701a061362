import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { TimeoutDialog } from './timeout-dialog.tsx';

const meta = {
  title: 'Session timers/TimeoutDialog',
  component: TimeoutDialog,
  args: { open: true, reason: 'idle', onSignIn: fn() },
} satisfies Meta<typeof TimeoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdleTimeout: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'You were signed out');
    // Sign-in only: no close button, no other way out.
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign in']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const SessionTimeout: Story = {
  args: { reason: 'session' },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has expired');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const SignedOutElsewhere: Story = {
  args: { reason: 'signedOut' },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'You signed out');
    await expect(dialog).toHaveAccessibleDescription(/another tab or window/);
  },
};

export const SignedInElsewhere: Story = {
  args: { reason: 'signedInElsewhere' },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'You signed in again');
    await expect(dialog).toHaveAccessibleDescription(/another user or company/);
    // The new session is stored already: the way on is a reload in it, not a sign-in.
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Reload']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const SignedInElsewhereJapanese: Story = {
  args: { reason: 'signedInElsewhere' },
  globals: { locale: 'ja' },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', '再度サインインしました');
    await expect(within(dialog).getByRole('button', { name: '再読み込み' })).toHaveFocus();
  },
};
