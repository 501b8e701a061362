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

/** Opened the way any page script opens it: `toggleUICEvent` on window. */
export const OpenedByEvent: Story = {
  play: async () => {
    dispatchToggleUIEvent({ type: 'showRedAlert', title: 'Sensor offline', content: 'The network sensor stopped reporting.' });
    const alert = await findFocusedOverlay('alertdialog', 'Sensor offline');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  },
};

export const CompanionByEvent: Story = {
  play: async ({ args }) => {
    dispatchToggleUIEvent({ type: 'toggleAIDialog' });
    const dialog = await findFocusedOverlay('dialog', 'Companion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to remote support' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/remote');
  },
};

export const PreReleaseByEvent: Story = {
  play: async () => {
    dispatchToggleUIEvent({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    await expect(await findFocusedOverlay('dialog', 'AI Scanner Guard')).toBeVisible();
  },
};

const MFA_TITLE = 'Turn on multi-factor authentication';

/** Console extension `showMfaReminder`, company level: Enable goes to the accounts page with the MFA drawer. */
export const MfaReminderCompanyByEvent: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    dispatchToggleUIEvent({ type: 'showMfaReminder', level: 'company' });
    const dialog = await findFocusedOverlay('dialog', MFA_TITLE);
    await expect(dialog).toHaveTextContent('Require it for all accounts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/iam2/account?openMfaDrawer=true');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Console extension `showMfaReminder`, user level: Enable opens the IAM login-MFA page in the
 * full-screen overlay. The catalogue has no IAM page, so the event names a static page of its own.
 */
export const MfaReminderUserByEvent: Story = {
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

/** "Don't show again" is kept when the reminder closes; the next event opens nothing. */
export const MfaReminderDontShowAgain: Story = {
  play: async () => {
    const body = within(document.body);
    dispatchToggleUIEvent({ type: 'showMfaReminder', level: 'company' });
    const dialog = await findFocusedOverlay('dialog', MFA_TITLE);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "Don't show again" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(localStorage.getItem('mfaReminder:dontShow')).toBe('true');
    dispatchToggleUIEvent({ type: 'showMfaReminder', level: 'company' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Console extension `showCloudSsoNotice` with its built-in texts; Esc closes it. */
export const CloudSsoNoticeByEvent: Story = {
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
