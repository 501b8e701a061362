import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findFocusedOverlay, pressOutside } from '@soc/testing/story';
import { withoutMotion } from '../testing/story-decorators.tsx';
import { SoleActionDialog, type SoleActionDialogProps } from './sole-action-dialog.tsx';

/** The action turns the dialog busy, as its callers do while the logout runs (nobody is logged out here). */
function SoleActionExample({ busy: initiallyBusy, onAction, ...props }: SoleActionDialogProps) {
  const [busy, setBusy] = useState(initiallyBusy);
  return (
    <SoleActionDialog
      {...props}
      busy={busy}
      onAction={() => {
        onAction();
        setBusy(true);
      }}
    />
  );
}

const TITLE = 'Your session has ended';
const MESSAGE = 'You were signed out by the single sign-on service. The console will sign you out in 90 seconds.';

// The dialog left only through its one action (the session ended, the account must act); the texts are its callers'.
const meta = {
  title: 'Notifications/SoleActionDialog',
  component: SoleActionDialog,
  args: {
    open: true,
    title: TITLE,
    description: MESSAGE,
    actionLabel: 'OK',
    busy: false,
    busyLabel: 'Signing out…',
    onAction: fn(),
  },
  render: (args) => <SoleActionExample {...args} />,
  decorators: [withoutMotion],
} satisfies Meta<typeof SoleActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An alert dialog with one button, which has the focus from the start and keeps it: Tab, Escape and
 * a press on the mask change nothing. A click on it is the one way on (and turns it busy).
 */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', TITLE);
    await expect(dialog).toHaveAccessibleDescription(MESSAGE);
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await pressOutside(dialog);
    await expect(dialog).toBeVisible();
    await expect(ok).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(ok);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    // The frame ends settled: the action busy, and still holding the focus.
    await expect(await within(dialog).findByRole('button', { name: 'Signing out…' })).toHaveFocus();
  },
};

/** With a toned icon before the title (the account must act): the icon is decoration, the title names the dialog. */
export const WithIcon: Story = {
  args: {
    title: 'Action required on your account',
    description: "Your account cannot keep using the console until a required action is completed. Contact your company's administrator for help.",
    icon: <ShieldAlert size="1em" />,
    tone: 'error',
    actionLabel: 'Sign out',
    busyLabel: 'Signing out…',
  },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Action required on your account');
    await expect(dialog.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const signOut = within(dialog).getByRole('button', { name: 'Sign out' });
    await expect(signOut).toHaveFocus();
    await userEvent.click(signOut);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    const busy = await within(dialog).findByRole('button', { name: 'Signing out…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
  },
};

/**
 * Enter on the action: it turns busy ("Signing out…") and keeps the focus, where a disabled button
 * dropped it (audit S2); the dialog still cannot be dismissed.
 */
export const BusyWhileActing: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', TITLE);
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    const busy = await within(dialog).findByRole('button', { name: 'Signing out…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(document.activeElement).toBe(busy);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(busy).toHaveFocus();
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
