import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from './toaster.tsx';
import { toaster } from './toast-store.ts';

type Kind = 'success' | 'warning' | 'error' | 'info';

function RaiseNotice({ kind, traceId }: { kind: Kind; traceId?: string }) {
  return (
    <HStack>
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          toaster.create({
            type: kind,
            title: kind === 'success' ? 'Language saved' : 'Could not load the device list',
            description: kind === 'success' ? 'The page reloads in the new language.' : 'Try again in a moment.',
            meta: traceId ? { traceId } : undefined,
            // Real notices last 5 s; here the toast stays until the story ends, so screenshots are stable.
            duration: 60_000,
          })
        }
      >
        Raise notice
      </Button>
    </HStack>
  );
}

// Toasts fade in; wait until one is fully shown.
const findToastText = async (canvasElement: HTMLElement, text: string) => {
  const element = await within(canvasElement.ownerDocument.body).findByText(text);
  await waitFor(() => expect(element).toBeVisible());
  return element;
};

// The Storybook preview renders the one <Toaster /> (as the app does); these stories only raise notices.
const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  // The store is shared by the whole page: clear it when a story ends.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  render: () => <RaiseNotice kind="success" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Raise notice' }));
    const page = within(canvasElement.ownerDocument.body);
    await findToastText(canvasElement, 'Language saved');
    await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
    // Said politely.
    await expect(page.getByRole('status', { name: 'Language saved' })).not.toHaveAttribute('aria-live');
  },
};

export const WarningWithTraceId: Story = {
  name: 'Warning With Trace ID',
  render: () => <RaiseNotice kind="warning" traceId="3b9f0c2e-7d41-4f7a-9a55-1c2d3e4f5a6b" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Raise notice' }));
    const page = within(canvasElement.ownerDocument.body);
    await findToastText(canvasElement, 'Could not load the device list');
    await expect(page.getByText('3b9f0c2e-7d41-4f7a-9a55-1c2d3e4f5a6b')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy trace ID' })).toBeVisible();
  },
};

export const ErrorNotice: Story = {
  render: () => <RaiseNotice kind="error" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Raise notice' }));
    await findToastText(canvasElement, 'Could not load the device list');
    // Said at once, as an alert (assertive by its role alone), not queued as a status.
    const alert = within(canvasElement.ownerDocument.body).getByRole('alert', { name: 'Could not load the device list' });
    await expect(alert).not.toHaveAttribute('aria-live');
  },
};
