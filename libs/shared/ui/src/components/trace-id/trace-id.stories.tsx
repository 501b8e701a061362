import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TraceId } from './trace-id.tsx';

const meta = {
  title: 'UI/TraceId',
  component: TraceId,
  args: { value: '3b9f0c2e-7d41-4f7a-9a55-1c2d3e4f5a6b' },
} satisfies Meta<typeof TraceId>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copyable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Trace ID: 3b9f0c2e-7d41-4f7a-9a55-1c2d3e4f5a6b');
    await expect(canvas.getByRole('button', { name: 'Copy trace ID' })).toBeVisible();
  },
};

export const TextOnly: Story = {
  args: { copyable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
