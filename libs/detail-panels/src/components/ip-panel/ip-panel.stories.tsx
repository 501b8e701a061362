import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { ipHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { IpPanel } from './ip-panel.tsx';

const meta = {
  title: 'Detail panels/Panels/IpPanel',
  component: IpPanel,
  args: { params: { ip: '203.0.113.45' } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof IpPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 71 is "unrated" (spec 001 §5); the category list says so too.
    await expect(await canvas.findByText('71')).toBeVisible();
    await expect(canvas.getAllByText('Unrated')).toHaveLength(2);
    await expect(canvas.getByText('Amsterdam, Netherlands')).toBeVisible();
    await expect(canvas.queryByText('Port')).toBeNull();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'Activity', 'Threat intelligence']);
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the tabs, the score and the
 * location fields wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('71', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('tablist')]);
    await settleFrame();
  },
};

export const WithPortProtocolAccount: Story = {
  args: { params: { ip: '203.0.113.45', port: 443, protocol: 'TCP', account: 'svc-backup@northwind.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('443')).toBeVisible();
    await expect(canvas.getByText('TCP')).toBeVisible();
    await expect(canvas.getByText('svc-backup@northwind.example')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(ipHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the IP address profile…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(ipHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(ipHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No data');
    await expect(alert).toHaveTextContent('Trace ID');
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(ipHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Object name')).toBeVisible();
    await expect(canvas.getAllByText('-')).toHaveLength(12);
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(ipHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Tokyo, Japan')).toHaveLength(10));
    const drawer = canvasElement.firstElementChild as HTMLElement;
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
  },
};
