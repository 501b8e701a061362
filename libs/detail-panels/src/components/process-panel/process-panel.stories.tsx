import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { processCapabilityHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { ProcessPanel } from './process-panel.tsx';

const PARAMS = {
  xdrDeviceId: 'b0f1c2d3-4e5f-6789-abcd-ef0123456789',
  pid: 4412,
  fullPath: 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
  commandLine: 'powershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA',
  eventTime: '2026-11-20T08:12:44Z',
  sha1: 'c67f1ee17880030ce11821dcc9be7af90b863d9b',
};

const meta = {
  title: 'Detail panels/Panels/ProcessPanel',
  component: ProcessPanel,
  args: { params: PARAMS },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof ProcessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Medium')).toBeVisible();
    await expect(canvas.getByText('4412')).toBeVisible();
    await expect(canvas.getByText(PARAMS.sha1)).toBeVisible();
    await expect(canvas.getByText(PARAMS.commandLine)).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'Capability']);
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the hash and the long encoded
 * command line wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Medium', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
    await expectPanelFitsPhone(canvasElement, [canvas.getByText(PARAMS.commandLine)]);
    await settleFrame();
  },
};

export const CapabilityTab: Story = {
  args: { tab: 'capability' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'File content (hex)' })).toBeVisible();
    await expect(canvas.getByText('infected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy password' })).toBeVisible();
    const download = canvas.getByRole('link', { name: /Download the sample/ });
    await expect(download).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(download).toHaveAttribute('target', '_blank');
    // MITRE techniques are collapsible; an opened one links to version 15 of its page.
    await userEvent.click(canvas.getByRole('button', { name: /Command and Scripting Interpreter: PowerShell/ }));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /T1059\.001 on MITRE ATT&CK/ })).toHaveAttribute(
        'href',
        'https://attack.mitre.org/versions/v15/techniques/T1059/001/',
      ),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(processCapabilityHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the process profile…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Processing: Story = {
  args: { tab: 'capability' },
  beforeEach({ msw }) {
    msw.use(processCapabilityHandlers.processing());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The capability analysis is running/)).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { tab: 'capability' },
  beforeEach({ msw }) {
    msw.use(processCapabilityHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data')).toBeVisible();
    // The Basic tab still shows what the event said.
    await userEvent.click(canvas.getByRole('tab', { name: 'Basic' }));
    await expect(await canvas.findByText('4412')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { tab: 'capability' },
  beforeEach({ msw }) {
    msw.use(processCapabilityHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    // A failed capability call is treated as notFound (spec 001 §4): no data.
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EmptyFields: Story = {
  args: { params: { ...PARAMS, sha1: undefined, pid: '', commandLine: '' } },
  beforeEach({ msw }) {
    msw.use(processCapabilityHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Integrity level')).toBeVisible();
    await expect(within(canvas.getByRole('tabpanel')).getAllByText('-')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('tab', { name: 'Capability' }));
    await waitFor(() => expect(within(canvas.getByRole('tabpanel')).getAllByText('-')).toHaveLength(3));
  },
};

export const LongValues: Story = {
  args: { tab: 'capability' },
  beforeEach({ msw }) {
    msw.use(processCapabilityHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Technique 30')).toBeVisible();
    const drawer = canvasElement.firstElementChild as HTMLElement;
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
  },
};
