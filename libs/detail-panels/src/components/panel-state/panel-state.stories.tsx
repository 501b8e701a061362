import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@soc/api';
import { toPanelState } from '../../model/panel-state.ts';
import { PanelStateView } from './panel-state.tsx';

const TRACE_ID = '6d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const PATH = '/public/svp/v2/object/file/query';
const ANSWER_MS = 300;
const ANSWERED = { timeout: 3000 };

/** A panel whose every call fails with `error` after a moment, its query read as every panel reads it. */
function PanelFailingWith({ error }: { error: ApiError }) {
  const query = useQuery({
    queryKey: ['panel-state-story', error.status],
    queryFn: () => new Promise<string>((_, reject) => setTimeout(() => reject(error), ANSWER_MS)),
    retry: false,
  });
  return (
    <PanelStateView state={toPanelState(query)} animated={false}>
      {(data) => <Text>{data}</Text>}
    </PanelStateView>
  );
}

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

/** Retry pressed with the keyboard keeps the focus: the error state stays while the retry runs (audit S1). */
export const RetryKeepsFocus: Story = {
  render: () => <PanelFailingWith error={new ApiError(500, PATH, TRACE_ID, undefined)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Retry' }, ANSWERED);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    // The query has no data, so react-query makes it pending again: read as loading, the skeleton
    // replaced the error state and the focus fell to the page.
    await waitFor(() => expect(retry).toHaveAccessibleName('Retrying…'));
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await expect(retry).toHaveFocus();
    await expect(canvas.queryByRole('status', { name: 'Loading…' })).toBeNull();
    await waitFor(() => expect(retry).toHaveAccessibleName('Retry'), ANSWERED);
    await expect(retry).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Trace ID: ${TRACE_ID}`);
  },
};

/** "No data" after loading is announced: it takes the skeleton's place in the same status region (audit S6). */
export const NoDataAfterLoading: Story = {
  render: () => <PanelFailingWith error={new ApiError(404, PATH, TRACE_ID, undefined)} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // A live region is announced when its text changes, not when it is put in the page with its text.
    await waitFor(() => expect(within(status).getByRole('heading', { name: 'No data' })).toBeVisible(), ANSWERED);
    await expect(status).toHaveAttribute('aria-busy', 'false');
    await expect(within(canvasElement).getAllByRole('status')).toEqual([status]);
  },
};
