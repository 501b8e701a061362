import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { sandboxHandlers, SAMPLE_FILE_SHA1 } from '@soc/mocks';
import { SandboxSection } from './sandbox-section.tsx';

const URL = 'https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487';

const meta = {
  title: 'Detail panels/Sections/SandboxSection',
  component: SandboxSection,
  args: { objectType: 'file', id: SAMPLE_FILE_SHA1, searchType: 3 },
  decorators: [inPanelFrame()],
} satisfies Meta<typeof SandboxSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.done());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('High', { selector: '[data-level]' })).toBeVisible();
    await expect(canvas.getByText(/auto-open macro downloads and runs a DLL/)).toBeVisible();
    const meters = canvas.getAllByRole('meter');
    await expect(meters).toHaveLength(6);
    await expect(meters[0]).toHaveAccessibleName('Downloads an executable from the internet');
    await expect(meters[0]).toHaveAttribute('aria-valuetext', 'High (3 of 3)');
    await expect(meters[5]).toHaveAttribute('aria-valuetext', 'Unrated (0 of 3)');
    await expect(canvas.getByRole('link', { name: 'View the full report' })).toHaveAttribute('href', `/app/ti/sandbox?rootfilesha1=${SAMPLE_FILE_SHA1}`);
  },
};

export const NoRisk: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.noRisk());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No risk', { selector: '[data-level]' })).toBeVisible();
    await expect(canvas.queryAllByRole('meter')).toHaveLength(0);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Processing: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.processing());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The sandbox is analyzing this object\./)).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.notFound(1));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No data' })).toBeVisible();
    // Files get a hint, never the URL's submit button (spec 001 §4).
    await expect(canvas.getByText(/has not been analyzed in the sandbox/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Submit to sandbox/ })).toBeNull();
  },
};

export const NotFoundUrl: Story = {
  name: 'Not Found URL',
  args: { objectType: 'url', id: URL, searchType: 4 },
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.notFound(1));
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Submit to sandbox/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    const href = new globalThis.URL(link.getAttribute('href') ?? '', 'https://console.example');
    await expect(href.pathname).toBe('/ui/arp/submit');
    await expect(href.searchParams.get('target_type')).toBe('url');
    await expect(href.searchParams.get('url')).toBe(URL);
  },
};

export const NotFoundUrlWithoutSubmit: Story = {
  name: 'Not Found URL Without Submit',
  args: { objectType: 'url', id: URL, searchType: 4 },
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.notFound(0));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Submit to sandbox/ })).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.serverError(503));
  },
  play: async ({ canvasElement }) => {
    // Spec 001 §8: a failure is treated as notFound (no data), with the file hint.
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(canvas.getByText(/This file has not been analyzed in the sandbox/)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unknown', { selector: '[data-level]' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('-').length).toBeGreaterThanOrEqual(4));
    await expect(canvas.queryByRole('link', { name: 'View the full report' })).toBeNull();
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('meter')).toHaveLength(32));
    // Long texts wrap inside the 450 px drawer instead of widening it.
    const frame = canvas.getByTestId('panel-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
