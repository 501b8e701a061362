import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { MfaReminderModal } from './mfa-reminder.tsx';

// The reminder as `GlobalDialogs` renders it: open, the event's level, the box's state and the three
// handlers of `useGlobalDialogs`. The container's stories open it by `showMfaReminder` (Shell/Global
// dialogs/Container, MfaReminder*); Enable by level and keeping "don't show again" are in its unit tests.
const meta = {
  title: 'Shell/Global dialogs/MFA reminder',
  component: MfaReminderModal,
  args: { open: true, level: 'company', dontShowAgain: false, onDontShowAgainChange: fn(), onEnable: fn(), onSkip: fn() },
} satisfies Meta<typeof MfaReminderModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Turn on multi-factor authentication';

/** Company level: Enable is the controller's (it goes to the accounts page with the MFA drawer). */
export const CompanyLevel: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', TITLE);
    await expect(dialog).toHaveTextContent('Require it for all accounts');
    await expect(within(dialog).getByRole('checkbox', { name: "Don't show again" })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    await expect(args.onEnable).toHaveBeenCalledOnce();
    await expect(args.onSkip).not.toHaveBeenCalled();
  },
};

/** User level: Skip and Esc both skip. */
export const UserLevel: Story = {
  args: { level: 'user' },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', TITLE);
    await expect(dialog).toHaveTextContent('Your account signs in with a password only.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onSkip).toHaveBeenCalledTimes(2);
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/**
 * The box as the user ticked it: unticking it from the keyboard reports `false`; the choice is kept by the
 * controller as the reminder closes. The box is reached by Tab so that its focus ring, which follows the
 * last input modality of the page, does not depend on the story that ran before in the same page.
 */
export const DontShowAgain: Story = {
  name: "Don't Show Again",
  args: { dontShowAgain: true },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', TITLE);
    const box = within(dialog).getByRole('checkbox', { name: "Don't show again" });
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDontShowAgainChange).toHaveBeenCalledWith(false);
    await expect(args.onSkip).not.toHaveBeenCalled();
  },
};

/** A phone in Japanese: the reminder, its box and both actions stay inside the screen, whole and in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', '多要素認証を有効にしてください');
    await expectFitsPhone(dialog, ['スキップ', '多要素認証を有効にする']);
    const box = within(dialog).getByRole('checkbox', { name: '今後表示しない' });
    await expect(box.closest('label')?.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    // The box holds the opening focus; its ring follows the page's last input, so end on a keyboard one
    // (a full run, after DontShowAgain's keys, drew the ring; a fresh load did not).
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(box).toHaveFocus();
  },
};
