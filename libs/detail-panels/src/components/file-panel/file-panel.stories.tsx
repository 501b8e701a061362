import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { fileHandlers, fileRecordVariants, sandboxHandlers, SAMPLE_FILE_SHA1 } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { FilePanel } from './file-panel.tsx';

const meta = {
  title: 'Detail panels/Panels/FilePanel',
  component: FilePanel,
  args: { params: { sha1: SAMPLE_FILE_SHA1 } },
  // The drawer's default width (spec 001 §2.1); on a phone the drawer takes the screen's (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof FilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label).closest('.detail-field') as HTMLElement;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Invoice_NT-2026-11-0487.xlsm');
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'File capability', 'Sandbox analysis', 'Threat intelligence']);
    await expect(field(canvasElement, 'File size')).toHaveTextContent('183.00 KB');
    await expect(field(canvasElement, 'Memory resident')).toHaveTextContent('No');
    await expect(field(canvasElement, 'Family names')).toHaveTextContent('EmotetHeodo');
    await expect(canvas.getByRole('link', { name: /TrojanDownloader\.X97M\.EMOTET\.SMYXCK/ })).toHaveAttribute('target', '_blank');
    await expect(field(canvasElement, 'SHA256')).toHaveTextContent('52d6e3de4fa0dcc29946695f93940c3e7f26f30e1e39f4b1a49ad98839112786');
    // Each hash is a value with its pivot menu (issue 13).
    await expect(canvas.getByRole('button', { name: SAMPLE_FILE_SHA1 })).toHaveAttribute('aria-haspopup', 'menu');
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the tabs scroll within their
 * strip, the fields and the hashes wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Invoice_NT-2026-11-0487.xlsm', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('button', { name: SAMPLE_FILE_SHA1 })]);
    await settleFrame();
  },
};

export const SandboxTab: Story = {
  args: { tab: 'sandbox' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Sandbox analysis' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('Suspicious behaviors')).toBeVisible();
  },
};

export const ThreatIntelligenceTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = await canvas.findByRole('tab', { name: 'Threat intelligence' });
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The whole report, not only its first field: the query date, the last field and Refresh ready.
    const panel = await canvas.findByRole('tabpanel', { name: 'Threat intelligence' });
    await expect(await within(panel).findByText('Vendor detections (malicious/total)')).toBeVisible();
    await expect(within(panel).getByText(/^As of/)).toBeVisible();
    await expect(within(panel).getByText('YARA rules')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(within(panel).queryByRole('status')).toBeNull();
    await settleFrame();
  },
};

export const CleanFile: Story = {
  args: { params: { sha1: 'b90d94578d1a527500b3c0a2970f0a6515fcc70d' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('chrome.exe');
    // isShowFileTab is false: no File capability tab (spec 001 §2.6).
    await expect(canvas.queryByRole('tab', { name: 'File capability' })).toBeNull();
    await expect(field(canvasElement, 'Memory resident')).toHaveTextContent('Yes');
    await expect(field(canvasElement, 'Detection name')).toHaveTextContent('-');
  },
};

export const SensitiveFile: Story = {
  args: { params: { sha1: SAMPLE_FILE_SHA1, edge_ids: ['edge-1', 'edge-2'] } as never, tab: 'sensitiveData' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Sensitive Data Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('FIN-LT-0231')).toBeVisible();
    await expect(await canvas.findByText('edge-2:entry-3')).toBeVisible();
  },
};

export const HiddenThreatIntelligence: Story = {
  parameters: { personaPatch: { region: 'GOV_US' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Invoice_NT-2026-11-0487.xlsm');
    await expect(canvas.queryByRole('tab', { name: 'Threat intelligence' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The sandbox is still analysing the file: its tab says so (and polls). */
export const Processing: Story = {
  args: { tab: 'sandbox' },
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.processing());
  },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('tabpanel');
    await expect(await within(panel).findByText(/The sandbox is analyzing this object\./)).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'The data could not be loaded' })).toBeVisible();
    await expect(alert).toHaveTextContent(/Trace ID: [0-9a-f-]{36}/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Prevalence');
    for (const label of ['Prevalence', 'File name', 'Detection name', 'Family names', 'File type', 'File size', 'Memory resident', 'Signer', 'MD5', 'SHA1', 'SHA256', 'TLSH']) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'Sandbox analysis', 'Threat intelligence']);
    await expect(canvas.getByRole('button', { name: 'View file content' })).toBeVisible();
    await settleFrame();
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.custom(fileRecordVariants.long()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/FINAL_FINAL_v27/);
    await expect(field(canvasElement, 'File size')).toHaveTextContent('4.50 GB');
    await waitFor(() => expect(field(canvasElement, 'Family names')).toHaveTextContent('Family-14-'));
    const frame = canvas.getByTestId('panel-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
