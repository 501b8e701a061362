import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clipboardWriteText, stubClipboard, stubFailingClipboard } from '../../testing/clipboard-stub.ts';
import { CopyButton } from './copy-button.tsx';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: '44d88612fea8a8f36de82e1278abb02f' },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: stubClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.click(button);
    await expect(clipboardWriteText).toHaveBeenCalledWith('44d88612fea8a8f36de82e1278abb02f');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await waitFor(() => expect(button).toHaveAttribute('data-status', 'idle'), { timeout: 4000 });
  },
};

export const WithLabel: Story = {
  args: { label: 'Copy MD5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy MD5' })).toBeVisible();
  },
};

export const ClipboardUnavailable: Story = {
  beforeEach: stubFailingClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.click(button);
    // Seen, not only announced: an error toast, and the button's error mark until it resets.
    const toast = await within(document.body).findByText('Could not copy to the clipboard');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(button).toHaveAttribute('data-status', 'failed');
    await waitFor(() => expect(button).toHaveAttribute('data-status', 'idle'), { timeout: 4000 });
  },
};
