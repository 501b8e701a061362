import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { SessionTimersView } from './session-timers-view.tsx';

// The view the timer engine drives, with fixed views through args: no running clock, so every
// screenshot is the same. At most one dialog shows; the others stay unmounted.
const meta = {
  title: 'Session timers/SessionTimersView',
  component: SessionTimersView,
  args: {
    view: { kind: 'none' },
    onConfirmIdle: fn(),
    onContinueSession: fn(),
    onSignOut: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof SessionTimersView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing to warn about: no dialog. */
export const NoDialog: Story = {
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const IdleWarning: Story = {
  args: { view: { kind: 'idleWarning', secondsLeft: 42 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Are you still there?');
    await expect(page(canvasElement).getAllByRole('alertdialog')).toHaveLength(1);
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('42 seconds');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onConfirmIdle).toHaveBeenCalledTimes(1);
  },
};

/** Inside the 280–300 s window: m:ss. */
export const SessionWarningMinutes: Story = {
  args: { view: { kind: 'sessionWarning', secondsLeft: 290 } },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session is about to expire');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('4:50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue session' }));
    await expect(args.onContinueSession).toHaveBeenCalledTimes(1);
  },
};

/** 60 s or less: exact seconds; Sign out re-authenticates. */
export const SessionWarningExactSeconds: Story = {
  args: { view: { kind: 'sessionWarning', secondsLeft: 30 } },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session is about to expire');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('30 seconds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onContinueSession).not.toHaveBeenCalled();
  },
};

/** Idle timeout: sign-in only. */
export const TimedOut: Story = {
  args: { view: { kind: 'timedOut', reason: 'idle' } },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'You were signed out');
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign in']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};
