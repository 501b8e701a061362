import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './safe-html.tsx';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: { html: '<p>Pattern <b>21.541.00</b> is available. <a href="https://docs.example.com/release-notes">Release notes</a></p>' },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21.541.00').tagName).toBe('B');
    await expect(canvas.getByRole('link', { name: 'Release notes' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HostileHtml: Story = {
  name: 'Hostile HTML',
  args: {
    html: '<p>Quarantined <script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">file. <a href="javascript:window.__pwned=true">Click me</a></p>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, [onerror]')).toBeNull();
    await expect(within(canvasElement).getByText('Click me')).not.toHaveAttribute('href');
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};
