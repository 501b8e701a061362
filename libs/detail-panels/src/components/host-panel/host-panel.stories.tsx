import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { hostHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { HostPanel } from './host-panel.tsx';

const meta = {
  title: 'Detail panels/Panels/HostPanel',
  component: HostPanel,
  args: { params: { computerId: '4f1c6a2e-8d3b-4e5f-9a7c-0b1d2e3f4a5b' } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof HostPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record arrives through MSW: wait for it longer than the default second on a busy machine. */
const LOADED = { timeout: 15_000 };

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

/** The fields in the order spec 001 §2.3 enumerates them. */
const SPEC_ORDER = ['Hostname', 'IP address', 'MAC address', 'Instance ID', 'Cloud provider', 'VPC ID', 'Region ID', 'Logon accounts', 'OS name', 'OS version', 'Agents'];

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('FIN-LT-0231', undefined, LOADED)).toBeVisible();
    await expect(field(canvasElement, 'IP address')).toHaveTextContent('10.20.4.31192.0.2.77');
    await expect(field(canvasElement, 'MAC address')).toHaveTextContent('3c:52:82:1f:7a:c4');
    await expect(field(canvasElement, 'OS name')).toHaveTextContent('Windows 11 Enterprise');
    await expect(field(canvasElement, 'OS version')).toHaveTextContent('10.0.22631');
    await expect(field(canvasElement, 'Logon accounts')).toHaveTextContent('NORTHWIND\\dana.whitfield');
    await expect(field(canvasElement, 'Agents')).toHaveTextContent('Vulnerability Protection');
    await expect(canvas.getByRole('heading', { name: 'Cloud metadata' })).toBeVisible();
    await expect(field(canvasElement, 'Instance ID')).toHaveTextContent('i-0a3f5c9e2b71d4e68');
    await expect(field(canvasElement, 'Cloud provider')).toHaveTextContent('AWS');
    await expect(field(canvasElement, 'VPC ID')).toHaveTextContent('vpc-0c1d2e3f4a5b6c7d8');
    await expect(field(canvasElement, 'Region ID')).toHaveTextContent('eu-west-1');
    // Spec 001 §2.3: "hostname, IP, MAC address, cloud metadata (instance id, cloud provider, VPC id, region id),
    // logon accounts, OS name and version, and agent list", top to bottom.
    await expect(Array.from(canvasElement.querySelectorAll('dt'), (label) => label.textContent)).toEqual(SPEC_ORDER);
    await settleFrame();
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the addresses, the accounts, the
 * agents and the cloud metadata wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('FIN-LT-0231', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'クラウドメタデータ' })).toBeVisible();
    await expectPanelFitsPhone(canvasElement);
    await settleFrame();
  },
};

export const LongLists: Story = {
  beforeEach({ msw }) {
    msw.use(hostHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accounts = await canvas.findByRole('list', { name: 'Logon accounts' }, LOADED);
    await expect(within(accounts).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(
      within(field(canvasElement, 'Logon accounts')).getByRole('button', {
        name: 'View more (20)',
      }),
    );
    await expect(within(accounts).getAllByRole('listitem')).toHaveLength(30);
    await expect(
      within(field(canvasElement, 'Agents')).getByRole('button', {
        name: 'View more (2)',
      }),
    ).toBeVisible();
    await expect(canvasElement.firstElementChild?.scrollWidth).toBeLessThanOrEqual((canvasElement.firstElementChild?.clientWidth ?? 0) + 1);
    await settleFrame();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(hostHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Hostname', undefined, LOADED);
    for (const label of SPEC_ORDER) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await settleFrame();
  },
};

export const HostileValues: Story = {
  beforeEach({ msw }) {
    msw.use(hostHandlers.hostile());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('<script>window.__pwned=true</script>', undefined, LOADED)).not.toHaveLength(0);
    await expect(field(canvasElement, 'IP address')).toHaveTextContent('<img src=x onerror="window.__pwned=true">');
    await expect(canvasElement.querySelector('img, script, svg[onload]')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hostHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the host…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(hostHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data', undefined, LOADED)).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(hostHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, LOADED);
    await expect(alert).toHaveTextContent(/could not be loaded/);
    await expect(alert).toHaveTextContent(/00000000-0000-4000-8000-\d{12}/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
