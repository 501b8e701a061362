import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findFocusedOverlay, pressOutside, chromaticCapture } from '@soc/testing/story';
import { withoutMotion } from '../testing/story-decorators.tsx';
import { KickingActionDialog, type KickingActionDialogProps } from './kicking-action-dialog.tsx';

/** Signing out turns the dialog busy, as LicenseBanners does while the logout runs (nobody is signed out here). */
function KickingActionExample({ leaving: initiallyLeaving, onSignOut, ...props }: KickingActionDialogProps) {
  const [leaving, setLeaving] = useState(initiallyLeaving);
  return (
    <KickingActionDialog
      {...props}
      leaving={leaving}
      onSignOut={() => {
        onSignOut();
        setLeaving(true);
      }}
    />
  );
}

// `modal.isKickingAction` of `GET notification` (spec 000 §3), fed through props; LicenseBanners' KickingModal
// story shows it opened by the mock backend's answer.
const meta = {
  title: 'Notifications/Banners/KickingActionDialog',
  component: KickingActionDialog,
  args: { open: true, leaving: false, onSignOut: fn() },
  render: (args) => <KickingActionExample {...args} />,
  decorators: [withoutMotion],
} satisfies Meta<typeof KickingActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Action required on your account';
const MESSAGE =
  "Your account cannot keep using the console until a required action is completed. Contact your company's administrator for help.";

/** An alert dialog that cannot be dismissed: Sign out has the focus and keeps it, Escape and a click outside do nothing. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', TITLE);
    await expect(dialog).toHaveAccessibleDescription(MESSAGE);
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);
    const signOut = within(dialog).getByRole('button', { name: 'Sign out' });
    await expect(signOut).toHaveFocus();
    // The one control: Tab and Shift+Tab stay on it.
    await userEvent.tab();
    await expect(signOut).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(signOut).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(signOut).toHaveFocus();
    await pressOutside(dialog);
    await expect(dialog).toBeVisible();
    await expect(args.onSignOut).not.toHaveBeenCalled();
    // The dialog keeps the focus through a press on its mask.
    await expect(signOut).toHaveFocus();
  },
};

/** Enter on Sign out: it turns busy ("Signing out…"), keeps the focus (audit S2), and the dialog still cannot be dismissed. */
export const SigningOut: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', TITLE);
    await expect(within(dialog).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    const busy = await within(dialog).findByRole('button', { name: 'Signing out…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(busy).toHaveFocus();
  },
};

/** A 320 px phone: title, message and Sign out wrap inside the screen, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual pass draws stories tagged `narrow` at 320×568.
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  play: async ({ canvasElement }) => {
    const dialog = await findFocusedOverlay('alertdialog', TITLE);
    await expect(dialog).toHaveAccessibleDescription(MESSAGE);
    await expect(within(dialog).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
