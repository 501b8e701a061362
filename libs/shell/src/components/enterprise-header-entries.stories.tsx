import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
