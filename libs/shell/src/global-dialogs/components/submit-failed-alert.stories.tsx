import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubmitFailedAlert } from './submit-failed-alert.tsx';

// What the terms, pre-release and foundation-update dialogs show above their footer when their action failed.
const meta = {
  title: 'Shell/Global dialogs/Submit failed alert',
  component: SubmitFailedAlert,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SubmitFailedAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server gave a trace ID: it is shown, selectable, with a copy button. */
export const WithTraceId: Story = {
  name: 'With Trace ID',
  args: { traceId: 'b7e1c2d4-9f3a-4c5e-8d21-6a0f3e9b1c77' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    await expect(alert).toHaveTextContent('Trace ID: b7e1c2d4-9f3a-4c5e-8d21-6a0f3e9b1c77');
    await expect(within(alert).getByRole('button', { name: /copy/i })).toBeVisible();
  },
};

/** No trace ID (the request never reached the server): the message alone. */
export const WithoutTraceId: Story = {
  name: 'Without Trace ID',
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    await expect(alert).not.toHaveTextContent('Trace ID');
  },
};
