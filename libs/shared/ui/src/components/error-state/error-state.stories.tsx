import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state.tsx';

const TRACE_ID = '3b9f0c2e-7d41-4f7a-9a55-1c2d3e4f5a6b';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  args: { traceId: TRACE_ID },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Something went wrong. Please try again later.' })).toBeVisible();
    await expect(alert).toHaveTextContent(`Trace ID: ${TRACE_ID}`);
    await expect(within(alert).getByRole('button', { name: 'Copy trace ID' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTraceId: Story = {
  name: 'Without Trace ID',
  args: { title: 'Could not load the threat intelligence', description: 'The lookup service did not answer.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Could not load the threat intelligence' })).toBeVisible();
    await expect(alert).not.toHaveTextContent('Trace ID');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Retrying: Story = {
  args: { traceId: TRACE_ID, retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retrying…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};
