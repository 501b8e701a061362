import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '@soc/mocks';
import { findFocusedOverlay } from '@soc/testing/story';
import type { NotificationSocketApi } from '../hooks/use-notification-socket.ts';
import { withoutMotion } from '../testing/story-decorators.tsx';
import { NotificationSocketDialogs } from './notification-socket-dialogs.tsx';

type StoryProps = Pick<
  NotificationSocketApi,
  'sessionEnded' | 'accessControl' | 'leaving' | 'confirmSessionEnded' | 'reLogin' | 'logoutForAccessControl' | 'dismissAccessControl'
>;

/** The socket's clock, fixed: the countdown reads the same number in every run. */
const now = () => FIXED_NOW;
const noop = () => undefined;

/**
 * The dialogs over a socket state set by the story. Putting off the update (Later, Escape) clears it
 * as the socket does (mode 1 only, not while leaving); every other action is only recorded.
 */
function StoryDialogs({ accessControl, dismissAccessControl, ...rest }: StoryProps) {
  const [dismissed, setDismissed] = useState(false);
  const live: NotificationSocketApi = {
    ...rest,
    connection: { status: 'open', openedAt: FIXED_NOW },
    unreadCount: 0,
    accessControl: dismissed ? null : accessControl,
    now,
    markRead: noop,
    reconnectNow: noop,
    dismissAccessControl: () => {
      dismissAccessControl();
      if (accessControl?.mode === 1 && !rest.leaving) setDismissed(true);
    },
  };
  return <NotificationSocketDialogs live={live} />;
}

// The socket's two prompts (spec 000 §4.2), driven by its state: nothing is sent, nobody is logged out.
const meta = {
  title: 'Notifications/NotificationSocketDialogs',
  component: StoryDialogs,
  args: {
    sessionEnded: null,
    accessControl: null,
    leaving: false,
    confirmSessionEnded: fn(),
    reLogin: fn(),
    logoutForAccessControl: fn(),
    dismissAccessControl: fn(),
  },
  decorators: [withoutMotion],
} satisfies Meta<typeof StoryDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The single sign-on service ended the session: 90 s to go, OK only; Escape does not dismiss it. */
export const SessionEnded: Story = {
  args: { sessionEnded: { logoutAt: FIXED_NOW + 90_000 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has ended');
    await expect(dialog).toHaveAccessibleDescription('You were signed out by the single sign-on service. The console will sign you out in 90 seconds.');
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(page(canvasElement).getByRole('alertdialog', { name: 'Your session has ended' })).toBe(dialog);
    await userEvent.click(ok);
    await expect(args.confirmSessionEnded).toHaveBeenCalledTimes(1);
  },
};

/** The countdown's last second (singular). */
export const SessionEndedLastSecond: Story = {
  args: { sessionEnded: { logoutAt: FIXED_NOW + 1_000 } },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has ended');
    await expect(dialog).toHaveTextContent('The console will sign you out in 1 second.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** OK was pressed (or the time ran out): the logout has started, OK is busy. */
export const SessionEndedLoggingOut: Story = {
  args: { sessionEnded: { logoutAt: FIXED_NOW + 42_000 }, leaving: true },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has ended');
    await expect(dialog).toHaveTextContent('The console will sign you out in 42 seconds.');
    await expect(within(dialog).getByRole('button', { name: /Signing out…/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A session-ended warning wins over an access-control update: only the warning is shown. */
export const SessionEndedOverAccessControl: Story = {
  args: { sessionEnded: { logoutAt: FIXED_NOW + 90_000 }, accessControl: { mode: 1 } },
  play: async ({ canvasElement }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has ended');
    await expect(page(canvasElement).getAllByRole('alertdialog')).toEqual([dialog]);
    await expect(page(canvasElement).queryByRole('alertdialog', { name: 'Your access has changed' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** Mode 1: sign in again to apply new permissions, or put it off. */
export const AccessChangedReLogin: Story = {
  args: { accessControl: { mode: 1 } },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await expect(dialog).toHaveAccessibleDescription('Your permissions were updated. Sign in again to apply them.');
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Later', 'Sign in again']);
    const reLogin = within(dialog).getByRole('button', { name: 'Sign in again' });
    await expect(reLogin).toHaveFocus();
    await userEvent.click(reLogin);
    await expect(args.reLogin).toHaveBeenCalledTimes(1);
    await expect(args.dismissAccessControl).not.toHaveBeenCalled();
  },
};

/** Mode 1 put off with Escape: the dialog closes and the update is dismissed. */
export const AccessChangedPutOffWithEscape: Story = {
  args: { accessControl: { mode: 1 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await expect(within(dialog).getByRole('button', { name: 'Later' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.dismissAccessControl).toHaveBeenCalledTimes(1);
    await expect(args.reLogin).not.toHaveBeenCalled();
  },
};

/** Mode 1 put off with Later. */
export const AccessChangedLater: Story = {
  args: { accessControl: { mode: 1 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.dismissAccessControl).toHaveBeenCalledTimes(1);
  },
};

/** Mode 1 after "Sign in again": busy, Later disabled, Escape no longer puts it off. */
export const AccessChangedSigningIn: Story = {
  args: { accessControl: { mode: 1 }, leaving: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await expect(within(dialog).getByRole('button', { name: 'Later' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /Signing in…/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('alertdialog', { name: 'Your access has changed' })).toBe(dialog);
    // The dialog itself ignores Escape while signing in, not only the socket.
    await expect(args.dismissAccessControl).not.toHaveBeenCalled();
  },
};

/** Modes 2 and 3: only logging out is offered; Escape does nothing. */
export const AccessChangedLogOut: Story = {
  args: { accessControl: { mode: 2 } },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await expect(dialog).toHaveAccessibleDescription('Your access to this console was changed. Sign out to continue.');
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign out']);
    const logOut = within(dialog).getByRole('button', { name: 'Sign out' });
    await expect(logOut).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.dismissAccessControl).not.toHaveBeenCalled();
    await userEvent.click(logOut);
    await expect(args.logoutForAccessControl).toHaveBeenCalledTimes(1);
  },
};

export const AccessChangedLogOutModeThree: Story = {
  args: { accessControl: { mode: 3 } },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await expect(dialog).toHaveAccessibleDescription('Your access to this console was changed. Sign out to continue.');
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign out']);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** Modes 2 and 3 after "Sign out": busy. */
export const AccessChangedLoggingOut: Story = {
  args: { accessControl: { mode: 2 }, leaving: true },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await expect(within(dialog).getByRole('button', { name: /Signing out…/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
