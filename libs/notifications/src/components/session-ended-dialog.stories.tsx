import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { SessionEndedDialog } from './session-ended-dialog.tsx';
import { withoutMotion } from '../testing/story-decorators.tsx';

// The countdown is a prop: the story never depends on the wall clock.
const meta = {
  title: 'Notifications/SessionEndedDialog',
  component: SessionEndedDialog,
  args: { open: true, secondsLeft: 90, onConfirm: fn() },
  decorators: [withoutMotion],
} satisfies Meta<typeof SessionEndedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

/**
 * The open dialog on a phone: inside the screen, each of `actions` whole and in view inside it (and every
 * other button of it inside it too), and the page not scrolling sideways.
 */
async function fitsPhone(dialog: HTMLElement, actions: readonly string[]) {
  await opened(dialog);
  const box = dialog.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  for (const name of actions) {
    const button = within(dialog).getAllByRole('button', { name }).at(0) as HTMLElement;
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(Math.min(box.bottom, window.innerHeight));
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  }
  for (const button of within(dialog).getAllByRole('button')) {
    await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  }
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

export const Countdown: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has ended');
    await expect(dialog).toHaveTextContent('You will be logged out in 90 seconds.');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    // Focus stays in the dialog, and Escape does not dismiss it.
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LastSecond: Story = {
  args: { secondsLeft: 1 },
  play: async () => {
    await expect(await findFocusedOverlay('alertdialog')).toHaveTextContent('You will be logged out in 1 second.');
  },
};

export const LoggingOut: Story = {
  args: { secondsLeft: 42, leaving: true },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog');
    await expect(within(dialog).getByRole('button')).toBeDisabled();
  },
};

/** A phone in Japanese: the dialog narrows to the screen, the countdown and OK stay inside it. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'セッションが終了しました');
    await expect(dialog).toHaveTextContent('90秒後にログアウトします。');
    await fitsPhone(dialog, ['OK']);
  },
};
