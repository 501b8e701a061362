import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { LAYERS } from '@soc/ui';
import { SwitchModal } from './switch-modal.tsx';

// The real page belongs to the identity module; the catalogue frames a blank page instead.
const meta = {
  title: 'Shell/SwitchModal',
  component: SwitchModal,
  args: { kind: 'switchCompany', onClose: fn(), pageUrl: 'about:blank' },
} satisfies Meta<typeof SwitchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Switch company: full-screen, the embedded page and a close button. It appears at once, on the dialogs'
 * layer, with the focus on Close (the framed page arrives later).
 */
export const SwitchCompany: Story = {
  play: async ({ args }) => {
    const element = await findFocusedOverlay('dialog', 'Switch company');
    const dialog = within(element);
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(getComputedStyle(element).animationName).toBe('none');
    await expect(getComputedStyle(element.parentElement as HTMLElement).zIndex).toBe(String(LAYERS.dialog));
    await expect(dialog.getByTitle('Switch company').tagName).toBe('IFRAME');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Switch SAML group; Escape pressed in the framed page closes it, as anywhere else in the dialog. */
export const SwitchSamlGroup: Story = {
  args: { kind: 'switchSamlGroup' },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Switch SAML group');
    const frame = within(dialog).getByTitle('Switch SAML group') as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.readyState).toBe('complete'));
    frame.contentDocument?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A phone in Japanese: the full-screen modal is the screen, its page fills it and Close stays in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', '会社の切り替え');
    await expectFitsPhone(dialog, ['閉じる']);
    const page = within(dialog).getByTitle('会社の切り替え').getBoundingClientRect();
    await expect(page.left).toBeGreaterThanOrEqual(0);
    await expect(page.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(page.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
