import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { AlertModal } from './alert-modal.tsx';

const meta = {
  title: 'Shell/Global dialogs/Alert',
  component: AlertModal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Policy saved',
    content: 'The endpoint policy was saved. Endpoints receive it at their next check-in.',
  },
} satisfies Meta<typeof AlertModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Alert: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Policy saved');
    await expect(dialog).toHaveTextContent('Endpoints receive it at their next check-in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const RedAlert: Story = {
  args: { tone: 'red', title: 'Isolation failed', content: 'The endpoint could not be isolated. It may be offline.' },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Isolation failed');
    await expect(dialog).toHaveTextContent('It may be offline.');
  },
};

export const DefaultTitles: Story = {
  args: { tone: 'red', title: undefined, content: 'No title was given.' },
  play: async () => {
    await expect(await findFocusedOverlay('alertdialog', 'Warning')).toBeVisible();
  },
};

export const HtmlContentSanitised: Story = {
  name: 'HTML Content Sanitised',
  args: {
    title: 'Markup from a page script',
    content: '<p><b>3</b> tasks queued. <img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned = true">Details</a></p>',
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Markup from a page script');
    await expect(within(dialog).getByText('3').tagName).toBe('B');
    await expect(dialog.querySelector('img, [onerror]')).toBeNull();
    await expect(within(dialog).getByText('Details')).not.toHaveAttribute('href');
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** A phone in Japanese: the dialog narrows to the screen, its text wraps inside it and OK stays whole and in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  args: { title: 'ポリシーを保存しました', content: 'エンドポイントポリシーを保存しました。各エンドポイントは次回のチェックイン時にポリシーを受信します。' },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'ポリシーを保存しました');
    await expect(dialog).toHaveTextContent('次回のチェックイン時');
    await expectFitsPhone(dialog, ['OK']);
  },
};

/** The red alert on a phone in Japanese: the same, as an alert dialog. */
export const RedAlertNarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  args: { tone: 'red', title: '隔離に失敗しました', content: 'エンドポイントを隔離できませんでした。エンドポイントがオフラインになっている可能性があります。' },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', '隔離に失敗しました');
    await expect(dialog).toHaveTextContent('オフライン');
    await expectFitsPhone(dialog, ['OK']);
  },
};
