import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@soc/api';
import { PanelStateView } from './panel-state.tsx';

const TRACE_ID = '6d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

const meta = {
  title: 'Detail panels/Parts/PanelStateView',
  component: PanelStateView,
  args: {
    state: { status: 'done', data: 'Invoice_NT-2026-11-0487.xlsm' },
    children: (data: unknown) => <Text>{String(data)}</Text>,
    animated: false,
  },
  decorators: [
    (Story) => (
      <Box width="450px" p="4" bg="bg.panel">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PanelStateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invoice_NT-2026-11-0487.xlsm')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Processing: Story = {
  args: { state: { status: 'processing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Processing… The result appears here when it is ready.');
  },
};

export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

const retry = fn();

export const ServerError: Story = {
  args: {
    state: { status: 'error', error: new ApiError(500, '/public/svp/v2/object/file/query', TRACE_ID, undefined), traceId: TRACE_ID, retry },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    // An error is titled as one (never the "No data" heading of an empty result); spec 001 §8's
    // no-data message follows, and the trace id and Retry stay visible.
    await expect(within(alert).getByRole('heading', { name: 'The data could not be loaded' })).toBeVisible();
    await expect(within(alert).queryByRole('heading', { name: 'No data' })).toBeNull();
    await expect(alert).toHaveTextContent('No data can be shown.');
    await expect(alert).toHaveTextContent(`Trace ID: ${TRACE_ID}`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalled();
  },
};
