import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { SwitchModal } from './switch-modal.tsx';

// The real page belongs to the identity module; the catalogue frames a blank page instead.
const meta = {
  title: 'Shell/SwitchModal',
  component: SwitchModal,
  args: { kind: 'switchCompany', onClose: fn(), pageUrl: 'about:blank' },
} satisfies Meta<typeof SwitchModal>;

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

/** Switch company: full-screen, the embedded page and a close button. */
export const SwitchCompany: Story = {
  play: async ({ args }) => {
    const dialog = within(await findFocusedOverlay('dialog', 'Switch company'));
    await expect(dialog.getByTitle('Switch company').tagName).toBe('IFRAME');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Switch SAML group. */
export const SwitchSamlGroup: Story = {
  args: { kind: 'switchSamlGroup' },
  play: async () => {
    await expect(await findFocusedOverlay('dialog', 'Switch SAML group')).toBeInTheDocument();
  },
};

/** A phone in Japanese: the full-screen modal is the screen, its page fills it and Close stays in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', '会社の切り替え');
    await fitsPhone(dialog, ['閉じる']);
    const page = within(dialog).getByTitle('会社の切り替え').getBoundingClientRect();
    await expect(page.left).toBeGreaterThanOrEqual(0);
    await expect(page.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(page.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
