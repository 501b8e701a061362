import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { RoleManagementDialogs } from './role-management-dialogs.tsx';

const meta = {
  title: 'Shell/RoleManagementDialogs',
  component: RoleManagementDialogs,
  args: { state: { status: 'errorDialog', errorCode: 500 }, onClose: fn() },
} satisfies Meta<typeof RoleManagementDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectErrorDialog(text: string) {
  const dialog = await findFocusedOverlay('alertdialog', 'Single sign-on failed');
  await expect(dialog).toHaveTextContent(text);
  // The computed width: a scale-in transition may still be running on the box.
  await expect(getComputedStyle(dialog).width).toBe('452px');
  return within(dialog);
}

/** SSO status without a redirect url: status 500. */
export const NoRedirectUrl: Story = {
  name: 'No Redirect URL',
  play: async ({ args }) => {
    const dialog = await expectErrorDialog('common error (Error code: 500)');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** SSO link without a url: status 501. */
export const NoSsoUrl: Story = {
  name: 'No SSO URL',
  args: { state: { status: 'errorDialog', errorCode: 501 } },
  play: async () => {
    await expectErrorDialog('common error (Error code: 501)');
  },
};

/** Any other failure, with its trace id. */
export const OtherError: Story = {
  args: { state: { status: 'errorDialog', errorCode: 503, traceId: '5f0c1c8e-2b7a-4f7e-9a51-0d3b6e2c4a11' } },
  play: async () => {
    const dialog = await expectErrorDialog('common error (Error code: 503)');
    await expect(dialog.getByText('5f0c1c8e-2b7a-4f7e-9a51-0d3b6e2c4a11')).toBeInTheDocument();
  },
};

/** A failure without a status: the plain common error. */
export const PlainError: Story = {
  args: { state: { status: 'errorDialog' } },
  play: async () => {
    await expectErrorDialog('common error');
  },
};

/** Internal auth 4006032: wording 1. */
export const Wording1: Story = {
  args: { state: { status: 'ssoModal', wording: 1 } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Role management');
    await expect(dialog).toHaveTextContent('Single sign-on to role management is not set up for your company yet.');
  },
};

/** Internal auth 4006031: wording 2. */
export const Wording2: Story = {
  args: { state: { status: 'ssoModal', wording: 2 } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Role management');
    await expect(dialog).toHaveTextContent('Your account is not allowed to open role management through single sign-on.');
  },
};

/** The error with its trace ID on a phone in Japanese: the 452 px dialog narrows to the screen, the trace ID wraps inside it. */
export const NarrowJapanese: Story = {
  args: { state: { status: 'errorDialog', errorCode: 503, traceId: '5f0c1c8e-2b7a-4f7e-9a51-0d3b6e2c4a11' } },
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'シングルサインオンに失敗しました');
    await expectFitsPhone(dialog, ['閉じる', 'トレースIDをコピー']);
    await expect(within(dialog).getByText('5f0c1c8e-2b7a-4f7e-9a51-0d3b6e2c4a11').getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};

/** The role-management notice (wording 2) on a phone in Japanese: the same. */
export const Wording2NarrowJapanese: Story = {
  args: { state: { status: 'ssoModal', wording: 2 } },
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'ロール管理');
    await expectFitsPhone(dialog, ['閉じる']);
  },
};
