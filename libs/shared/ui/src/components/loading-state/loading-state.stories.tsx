import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './loading-state.tsx';

// Not animated in stories, so screenshots are stable.
const meta = {
  title: 'UI/LoadingState',
  component: LoadingState,
  args: { animated: false },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const ManyLines: Story = {
  args: { lines: 8 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(8);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading sandbox result' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading sandbox result' })).toBeInTheDocument();
  },
};
