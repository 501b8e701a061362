import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { acceptTermsHandlers, createMockState, FIXED_NOW, type MockState } from '@soc/mocks';
import { MSP_TERMS_VERSION } from '../model/terms.ts';
import { TermsGate } from './terms-modal.tsx';

const meta = {
  title: 'Shell/Global dialogs/Terms',
  component: TermsGate,
  // onLogout replaces the real sign-out, which would leave the story.
  args: { show: true, version: MSP_TERMS_VERSION, onLogout: fn() },
} satisfies Meta<typeof TermsGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

/** Scrolls the terms text to its end, as the user does, and waits for Accept to unlock. */
async function scrollToTheBottom(dialog: HTMLElement) {
  const text = within(dialog).getByRole('region', { name: 'Terms text' });
  text.scrollTop = text.scrollHeight;
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled());
}

/** What the mock backend stored for `AcceptCloses` (a fresh state per run). */
let termsState: MockState | undefined;

export const BeforeScrolling: Story = {
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Terms and conditions');
    await expect(dialog.getBoundingClientRect().width).toBe(640);
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Scroll to the end of the terms to accept them.');
  },
};

/** Spec 002 §2.5, §4: the bottom marker fully in view enables Accept; the dialog stays until it is pressed. */
export const AfterScrollingToTheBottom: Story = {
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Terms and conditions');
    await scrollToTheBottom(dialog);
    await expect(dialog).toHaveTextContent('You have reached the end of the terms.');
  },
};

/** Accept posts the version shown and closes the dialog: the story ends on the page without it. */
export const AcceptCloses: Story = {
  beforeEach({ msw }) {
    termsState = createMockState({ now: () => FIXED_NOW });
    msw.use(acceptTermsHandlers.default(termsState));
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Terms and conditions');
    await scrollToTheBottom(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(termsState?.acceptedTermsVersion).toBe(MSP_TERMS_VERSION);
  },
};

export const CancelSignsOut: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Terms and conditions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and sign out' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Signing out…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * A phone in Japanese: the 640 px dialog narrows to the screen, the terms scroll inside it, and Accept
 * and Cancel and sign out stay whole and in view.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', '利用規約');
    await opened(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog).toHaveTextContent('規約に同意するには、最後までスクロールしてください。');
    const text = within(dialog).getByRole('region', { name: '規約本文' });
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    for (const name of ['同意する', 'キャンセルしてサインアウト']) {
      const button = within(dialog).getByRole('button', { name });
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
      await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
