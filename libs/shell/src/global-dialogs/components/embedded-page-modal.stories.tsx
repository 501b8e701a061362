import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { EmbeddedPageModal } from './embedded-page-modal.tsx';

const meta = {
  title: 'Shell/Global dialogs/Generic modal',
  component: EmbeddedPageModal,
  args: { open: true, onClose: fn(), title: 'Product icon', page: { status: 'allowed', src: '/favicon.svg' } },
} satisfies Meta<typeof EmbeddedPageModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SameOriginPage: Story = {
  // Checked at the desktop size its 832 px width is specified for (an 800 px window clamps the dialog).
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Product icon');
    const frame = within(dialog).getByTitle('Product icon');
    await expect(frame).toHaveAttribute('src', '/favicon.svg');
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    await expect(dialog.getBoundingClientRect().width).toBe(832);
    await expect(frame.getBoundingClientRect().height).toBe(512);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const CustomSize: Story = {
  args: { width: 600, height: 300, title: undefined },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Embedded page');
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await expect(within(dialog).getByTitle('Embedded page').getBoundingClientRect().height).toBe(300);
  },
};

export const RefusedOtherOrigin: Story = {
  args: { title: 'Partner portal', page: { status: 'refused', requested: 'https://partner.example/portal' } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Partner portal');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This page cannot be opened here');
    await expect(dialog.querySelector('iframe')).toBeNull();
  },
};

/** A phone in Japanese: the 832 px dialog and its page narrow to the screen. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  args: { title: '製品アイコン' },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', '製品アイコン');
    await expectFitsPhone(dialog, ['閉じる']);
    await expect(within(dialog).getByTitle('製品アイコン').getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};
