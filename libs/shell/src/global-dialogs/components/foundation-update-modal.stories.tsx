import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { FoundationUpdateModal } from './foundation-update-modal.tsx';

const meta = {
  title: 'Shell/Global dialogs/Foundation update',
  component: FoundationUpdateModal,
  args: { open: true, onClose: fn(), onStart: fn(), canStart: true, launch: { status: 'idle' } },
} satisfies Meta<typeof FoundationUpdateModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RootAccount: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Upgrade to Foundation Services');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the upgrade page' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const OtherAccount: Story = {
  args: { canStart: false },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Upgrade to Foundation Services');
    await expect(dialog).toHaveTextContent('Only the root account of your company can start the upgrade.');
    await expect(within(dialog).queryByRole('button', { name: 'Open the upgrade page' })).toBeNull();
  },
};

export const UpgradeUrlFailed: Story = {
  name: 'Upgrade URL Failed',
  args: { launch: { status: 'failed', traceId: '4f1c2b7e-6a0d-4c1e-9a55-0b3c9d2e8f10' } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Upgrade to Foundation Services');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    await expect(alert).toHaveTextContent('4f1c2b7e-6a0d-4c1e-9a55-0b3c9d2e8f10');
  },
};

/** A phone in Japanese: the dialog narrows to the screen, Close and Open the upgrade page stay whole and in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Foundation Servicesへのアップグレード');
    await expectFitsPhone(dialog, ['閉じる', 'アップグレードページを開く']);
  },
};
