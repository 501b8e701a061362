import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MfaReminder } from './mfa-reminder.tsx';

const meta = {
  title: 'Shell/Global dialogs/MFA reminder',
  component: MfaReminder,
  args: { level: 'company', onNavigate: fn(), onOpenFullModal: fn() },
} satisfies Meta<typeof MfaReminder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyLevel: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Turn on multi-factor authentication' });
    await expect(dialog).toHaveTextContent('Require it for all accounts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/iam2/account?openMfaDrawer=true');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const UserLevel: Story = {
  args: { level: 'user' },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Turn on multi-factor authentication' });
    await expect(dialog).toHaveTextContent('Your account signs in with a password only.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    await expect(args.onOpenFullModal).toHaveBeenCalledWith('/app/iam2/users_preference?openMfa=true&embedded=1');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const DontShowAgain: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Turn on multi-factor authentication' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "Don't show this again" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(localStorage.getItem('mfaReminder:dontShow')).toBe('true'));
  },
};
