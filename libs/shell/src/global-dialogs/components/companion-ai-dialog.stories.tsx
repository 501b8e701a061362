import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { CompanionAiDialog } from './companion-ai-dialog.tsx';

const meta = {
  title: 'Shell/Global dialogs/Companion AI',
  component: CompanionAiDialog,
  args: { open: true, onClose: fn(), onGoToRemoteSupport: fn() },
} satisfies Meta<typeof CompanionAiDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Disclaimer: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Companion');
    const table = within(dialog).getByRole('table', { name: 'Where generative-AI requests are processed' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('row', { name: /Singapore \(SG\)/ })).toHaveTextContent('European Union (EU)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to remote support' }));
    await expect(args.onGoToRemoteSupport).toHaveBeenCalled();
  },
};

/** A phone in Japanese: the disclaimer and its regions table scroll inside the dialog, the actions stay whole and in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Companion');
    await expectFitsPhone(dialog, ['リモートサポートに移動']);
    const table = within(dialog).getByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};
