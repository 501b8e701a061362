import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
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

export const Countdown: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has ended');
    await expect(dialog).toHaveTextContent('The console will sign you out in 90 seconds.');
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
    await expect(await findFocusedOverlay('alertdialog')).toHaveTextContent('The console will sign you out in 1 second.');
  },
};

export const LoggingOut: Story = {
  args: { secondsLeft: 42, leaving: true },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog');
    await expect(within(dialog).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A phone in Japanese: the dialog narrows to the screen, the countdown and OK stay inside it. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'セッションが終了しました');
    // Japanese sets no space between two sentences.
    await expect(dialog).toHaveTextContent('サインアウトされました。90秒後にこのコンソールからサインアウトします。');
    await expectFitsPhone(dialog, ['OK']);
  },
};
