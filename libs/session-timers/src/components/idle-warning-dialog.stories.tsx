import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';

// Fixed values through props: no running clock, so every screenshot is the same.
const meta = {
  title: 'Session timers/IdleWarningDialog',
  component: IdleWarningDialog,
  args: { open: true, secondsLeft: 60, onConfirm: fn() },
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

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

/** A phone in Japanese: the dialog fits the screen with a margin, and the countdown and Confirm are in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', '操作を続けますか？');
    await opened(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('60秒');
    const confirm = within(dialog).getByRole('button', { name: '確認' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
