import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { fileCapabilityHandlers, SAMPLE_FILE_SHA1 } from '@soc/mocks';
import { CapabilitySection } from './capability-section.tsx';

const meta = {
  title: 'Detail panels/Sections/CapabilitySection',
  component: CapabilitySection,
  args: { query: { queryType: 'sha1', sha1: SAMPLE_FILE_SHA1 } },
  decorators: [inPanelFrame()],
} satisfies Meta<typeof CapabilitySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  beforeEach({ msw }) {
    msw.use(fileCapabilityHandlers.done());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dump = await canvas.findByRole('region', { name: 'File content (hex)' });
    await expect(dump).toHaveTextContent('4d5a9000');
    await expect(canvas.getByRole('link', { name: /Download the sample/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/sandbox-artifacts\./));
    await expect(canvas.getByText('infected')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /T1059\.001/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    const link = await canvas.findByRole('link', { name: /T1059\.001 on MITRE ATT&CK/ });
    await expect(link).toHaveAttribute('href', 'https://attack.mitre.org/versions/v15/techniques/T1059/001/');
    // The item expands with a short animation.
    await waitFor(() => expect(canvas.getByText('Runs PowerShell with -EncodedCommand and a hidden window.')).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fileCapabilityHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Processing: Story = {
  beforeEach({ msw }) {
    msw.use(fileCapabilityHandlers.processing());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The capability analysis is running\./)).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(fileCapabilityHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No data' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fileCapabilityHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    // Spec 001 §4: a failed call is treated as notFound (no data).
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(fileCapabilityHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'MITRE ATT&CK techniques' })).toBeVisible();
    await expect(canvas.getAllByText('-')).toHaveLength(3);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(fileCapabilityHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dump = await canvas.findByRole('region', { name: 'File content (hex)' });
    await expect(dump).toHaveAttribute('data-lines', '1024');
    await expect(canvas.getAllByRole('button', { name: /^T1\d{3}/ })).toHaveLength(30);
    const frame = canvas.getByTestId('panel-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
