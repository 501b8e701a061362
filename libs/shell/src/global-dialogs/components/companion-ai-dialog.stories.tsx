import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { CompanionAiDialog } from './companion-ai-dialog.tsx';

const meta = {
  title: 'Shell/Global dialogs/Companion AI',
  component: CompanionAiDialog,
  args: { open: true, onClose: fn(), onGoToRemoteSupport: fn() },
} satisfies Meta<typeof CompanionAiDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

/**
 * The open dialog on a phone: inside the screen, each of `actions` whole and in view inside it (and every
 * other button of it inside it too), and the page not scrolling sideways.
 */
async function fitsPhone(dialog: HTMLElement, actions: readonly string[]) {
  await opened(dialog);
  const box = dialog.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  for (const name of actions) {
    const button = within(dialog).getAllByRole('button', { name }).at(0) as HTMLElement;
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(Math.min(box.bottom, window.innerHeight));
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  }
  for (const button of within(dialog).getAllByRole('button')) {
    await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  }
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

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
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Companion');
    await fitsPhone(dialog, ['リモートサポートに移動']);
    const table = within(dialog).getByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};
