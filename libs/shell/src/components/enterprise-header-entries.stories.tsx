import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EnterpriseHeaderEntries } from './enterprise-header-entries.tsx';

const meta = {
  title: 'Shell/EnterpriseHeaderEntries',
  component: EnterpriseHeaderEntries,
  parameters: { layout: 'centered' },
  args: { onOpenCaseLog: fn(), onToggleAIDialog: fn(), chatBotUrl: 'https://assist.example.com/chat' },
} satisfies Meta<typeof EnterpriseHeaderEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ents / entp: entries into the case log, the AI dialog and the chat bot. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Case log' }));
    await expect(args.onOpenCaseLog).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'AI assistant' }));
    await expect(args.onToggleAIDialog).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Chat bot (opens in a new window)' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** From the keyboard: the icon Tab reaches shows its name under it, as a hover shows its title to the mouse. */
export const NameOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const entry = within(canvasElement).getByRole('button', { name: 'AI assistant' });
    await expect(entry).toHaveFocus();
    const label = await screen.findByText('AI assistant', { selector: '[data-focus-label]' });
    await expect(label).toBeVisible();
    await expect(label).toHaveAttribute('aria-hidden', 'true');
    // Under the icon, ending at its end (once the story's centred layout has settled around the new label).
    await waitFor(() => {
      const box = entry.getBoundingClientRect();
      const shown = label.getBoundingClientRect();
      expect(shown.top).toBeGreaterThanOrEqual(box.bottom);
      expect(Math.abs(shown.right - box.right)).toBeLessThan(1);
    });
  },
};
