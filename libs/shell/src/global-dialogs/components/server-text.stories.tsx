import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerText } from './server-text.tsx';

// Text from a server or a page script (alert and notice content): plain text as it is, markup only
// through SafeHtml.
const meta = {
  title: 'Shell/Global dialogs/Server text',
  component: ServerText,
  args: { value: 'The endpoint policy was saved.\nEndpoints receive it at their next check-in.' },
} satisfies Meta<typeof ServerText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plain text keeps its line breaks. */
export const PlainText: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/The endpoint policy was saved\./);
    await expect(paragraph).toHaveTextContent('saved. Endpoints receive it');
    await expect(getComputedStyle(paragraph).whiteSpace).toBe('pre-line');
  },
};

/** Text that merely mentions angle brackets is still text, shown as written. */
export const TextWithAngleBrackets: Story = {
  args: { value: 'Block files where size < 10 MB and score > 80.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Block files where size < 10 MB and score > 80.')).toBeVisible();
  },
};

/** Markup is kept where safe: emphasis and an https link (opened without an opener). */
export const SafeMarkup: Story = {
  args: { value: '<p><b>3</b> tasks queued. <a href="https://docs.example.com/tasks">How tasks run</a></p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3').tagName).toBe('B');
    await expect(canvas.getByRole('link', { name: 'How tasks run' })).toHaveAttribute('href', 'https://docs.example.com/tasks');
  },
};

/** Hostile markup: scripts, event handlers and javascript: links are removed; the text stays. */
export const HostileHtmlSanitised: Story = {
  name: 'Hostile HTML Sanitised',
  args: {
    value:
      '<p>Quarantined <script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">file.exe <a href="javascript:window.__pwned = true">Details</a> <span onclick="window.__pwned = true">now</span></p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Quarantined file.exe Details now');
    await expect(canvasElement.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    await expect(canvas.getByText('Details')).not.toHaveAttribute('href');
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
