import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { dispatchToggleUIEvent } from '@soc/events';
import { GlobalDialogs } from './global-dialogs.tsx';

const meta = {
  title: 'Shell/Global dialogs/Container',
  component: GlobalDialogs,
  args: { onNavigate: fn() },
} satisfies Meta<typeof GlobalDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ends on the dialog's opening focus as a keyboard user sees it. The focus ring of an element focused by
 * script follows the page's last input, which the story before may have left (the visual pass switches
 * stories in place): a Tab and back makes it the keyboard's in every run.
 */
async function withKeyboardFocus(dialog: HTMLElement) {
  const focused = document.activeElement;
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  await expect(focused).toHaveFocus();
  await expect(dialog).toBeVisible();
}

/** Opened the way any page script opens it: `toggleUICEvent` on window. */
export const OpenedByEvent: Story = {
  play: async () => {
    dispatchToggleUIEvent({ type: 'showRedAlert', title: 'Sensor offline', content: 'The network sensor stopped reporting.' });
    const alert = await findFocusedOverlay('alertdialog', 'Sensor offline');
    await expect(alert).toHaveTextContent('The network sensor stopped reporting.');
    await withKeyboardFocus(alert);
  },
};

/** The red alert of `OpenedByEvent`, closed with Escape: the story ends on the page without it. */
export const RedAlertClosesWithEscape: Story = {
  play: async () => {
    dispatchToggleUIEvent({ type: 'showRedAlert', title: 'Sensor offline', content: 'The network sensor stopped reporting.' });
    const alert = await findFocusedOverlay('alertdialog', 'Sensor offline');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  },
};

/** `toggleAIDialog`: the Companion disclaimer (its Go to remote support is in the unit tests). */
export const CompanionByEvent: Story = {
  play: async () => {
    dispatchToggleUIEvent({ type: 'toggleAIDialog' });
    const dialog = await findFocusedOverlay('dialog', 'Companion');
    await expect(within(dialog).getByRole('table', { name: 'Where generative-AI requests are processed' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Go to remote support' })).toBeEnabled();
    await withKeyboardFocus(dialog);
  },
};

export const PreReleaseByEvent: Story = {
  play: async () => {
    dispatchToggleUIEvent({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    const dialog = await findFocusedOverlay('dialog', 'AI Scanner Guard');
    await within(dialog).findByRole('button', { name: 'Opt in' });
    await withKeyboardFocus(dialog);
  },
};

/** Spec 002 §2.1: `togglePreRelease` needs a preReleaseKey; without one nothing opens. */
export const PreReleaseWithoutKeyOpensNothing: Story = {
  play: async () => {
    const body = within(document.body);
    dispatchToggleUIEvent({ type: 'togglePreRelease' });
    // The full-screen overlay has a slot of its own beside the dialogs': once it shows, the event before
    // it has been handled and rendered too.
    dispatchToggleUIEvent({ type: 'toggleFullModal', url: '/favicon.svg' });
    const overlay = await body.findByTestId('full-screen-overlay');
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement));
    await expect(body.getAllByRole('dialog', { hidden: true })).toEqual([overlay]);
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog', { hidden: true })).toBeNull());
  },
};

const MFA_TITLE = 'Turn on multi-factor authentication';

/**
 * Console extension `showMfaReminder`, company level: the reminder to require MFA for all accounts
 * (Enable, which goes to the accounts page with the MFA drawer and closes, is in the unit tests).
 */
export const MfaReminderCompanyByEvent: Story = {
  name: 'MFA Reminder Company By Event',
  play: async () => {
    dispatchToggleUIEvent({ type: 'showMfaReminder', level: 'company' });
    const dialog = await findFocusedOverlay('dialog', MFA_TITLE);
    await expect(dialog).toHaveTextContent('Require it for all accounts');
    await expect(within(dialog).getByRole('button', { name: 'Enable MFA' })).toBeEnabled();
    await withKeyboardFocus(dialog);
  },
};

/**
 * Console extension `showMfaReminder`, user level: Enable opens the IAM login-MFA page in the
 * full-screen overlay. The catalogue has no IAM page, so the event names a static page of its own.
 */
export const MfaReminderUserByEvent: Story = {
  name: 'MFA Reminder User By Event',
  play: async ({ args }) => {
    const body = within(document.body);
    dispatchToggleUIEvent({ type: 'showMfaReminder', level: 'user', url: '/favicon.svg' });
    const dialog = await findFocusedOverlay('dialog', MFA_TITLE);
    await expect(dialog).toHaveTextContent('Your account signs in with a password only.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    const overlay = await body.findByTestId('full-screen-overlay');
    await expect(within(overlay).getByTitle('Console page')).toHaveAttribute('src', '/favicon.svg');
    await waitFor(() => expect(body.queryByRole('dialog', { name: MFA_TITLE })).toBeNull());
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement));
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/**
 * "Don't show again" ticked: the choice is kept only when the reminder closes (Skip, Enable or Esc; the
 * unit tests cover those and the next event opening nothing).
 */
export const MfaReminderDontShowAgain: Story = {
  name: "MFA Reminder Don't Show Again",
  play: async () => {
    dispatchToggleUIEvent({ type: 'showMfaReminder', level: 'company' });
    const dialog = await findFocusedOverlay('dialog', MFA_TITLE);
    const box = within(dialog).getByRole('checkbox', { name: "Don't show again" });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(localStorage.getItem('mfaReminder:dontShow')).toBeNull();
    await withKeyboardFocus(dialog);
  },
};

/** Console extension `showCloudSsoNotice` with its built-in texts; Esc closes it. */
export const CloudSsoNoticeByEvent: Story = {
  name: 'Cloud SSO Notice By Event',
  play: async () => {
    dispatchToggleUIEvent({ type: 'showCloudSsoNotice' });
    // Escape once the dialog holds the focus: pressed a frame earlier, it reaches the page (failed once in CI).
    const dialog = await findFocusedOverlay('dialog', 'Cloud single sign-on');
    await expect(dialog).toHaveTextContent('Single sign-on to your cloud apps is set up and managed outside this console.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    dispatchToggleUIEvent({ type: 'showCloudSsoNotice' });
    await expect(await findFocusedOverlay('dialog', 'Cloud single sign-on')).toBeVisible();
  },
};

/** `showCloudSsoNotice` with the opener's title and content: markup is shown only sanitised. */
export const CloudSsoNoticeWithContent: Story = {
  name: 'Cloud SSO Notice With Content',
  play: async () => {
    dispatchToggleUIEvent({
      type: 'showCloudSsoNotice',
      title: 'Cloud SSO moves to your identity provider',
      content: 'From June, sign in to cloud apps through <b>your identity provider</b>.<img src="x" onerror="window.__pwned = true">',
    });
    const dialog = await findFocusedOverlay('dialog', 'Cloud SSO moves to your identity provider');
    await expect(within(dialog).getByText('your identity provider').tagName).toBe('B');
    await expect(dialog.querySelector('img, [onerror]')).toBeNull();
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
