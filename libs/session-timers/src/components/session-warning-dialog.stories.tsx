import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { SessionWarningDialog } from './session-warning-dialog.tsx';

// Fixed values through props: no running clock, so every screenshot is the same.
const meta = {
  title: 'Session timers/SessionWarningDialog',
  component: SessionWarningDialog,
  args: { open: true, secondsLeft: 290, onContinue: fn(), onSignOut: fn() },
} satisfies Meta<typeof SessionWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

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

/** The dialog on a phone: it fits the screen, and both actions sit inside it, whole and in view. */
async function fitsPhone(title: string, timer: string, actions: readonly string[]) {
  const dialog = await findFocusedOverlay('alertdialog', title);
  await opened(dialog);
  const box = dialog.getBoundingClientRect();
  await expect(box.left).toBeGreaterThan(0);
  await expect(box.right).toBeLessThan(window.innerWidth);
  await expect(within(dialog).getByRole('timer')).toHaveTextContent(timer);
  for (const name of actions) {
    const button = within(dialog).getByRole('button', { name });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  }
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** A phone: the dialog fits the screen, and Sign out and Continue session stay inside it, whole and in view. */
export const Narrow: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: () => fitsPhone('Your session is about to expire', '4:50', ['Continue session', 'Sign out']),
};

/** A phone in Japanese, the longer labels: the same. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: () => fitsPhone('セッションの有効期限がまもなく切れます', '4:50', ['セッションを継続', 'サインアウト']),
};
