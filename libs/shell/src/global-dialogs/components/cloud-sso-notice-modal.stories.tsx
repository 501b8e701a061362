import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { CloudSsoNoticeModal } from './cloud-sso-notice-modal.tsx';

const meta = {
  title: 'Shell/Global dialogs/Cloud SSO notice',
  component: CloudSsoNoticeModal,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof CloudSsoNoticeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Cloud single sign-on');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A phone in Japanese: the notice narrows to the screen, Close stays whole and in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'クラウドシングルサインオン');
    await expectFitsPhone(dialog, ['閉じる']);
  },
};
