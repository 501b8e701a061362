import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { mobileHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { MobilePanel } from './mobile-panel.tsx';

const meta = {
  title: 'Detail panels/Panels/MobilePanel',
  component: MobilePanel,
  args: { params: { deviceId: 'mdm-7f3c2a91-iphone' } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof MobilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record arrives through MSW: wait for it longer than the default second on a busy machine. */
const LOADED = { timeout: 15_000 };

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dana’s iPhone', undefined, LOADED)).toBeVisible();
    await expect(field(canvasElement, 'Security risk level')).toHaveTextContent('Medium risk');
    await expect(field(canvasElement, 'Agent status')).toHaveTextContent('Warning');
    await expect(field(canvasElement, 'Last scan')).toHaveTextContent('2026');
    await expect(field(canvasElement, 'Device type')).toHaveTextContent('iOS');
    await expect(field(canvasElement, 'OS version')).toHaveTextContent('iOS 18.1.1');
    await expect(field(canvasElement, 'Hardware model')).toHaveTextContent('iPhone 15 Pro (A3102)');
    await expect(field(canvasElement, 'Brand')).toHaveTextContent('Apple');
    await expect(field(canvasElement, 'Manufacturer')).toHaveTextContent('Apple Inc.');
    await expect(field(canvasElement, 'MAC address')).toHaveTextContent('a4:83:e7:2b:91:0c');
    await expect(field(canvasElement, 'IMEI')).toHaveTextContent('356938035643809');
    await expect(canvas.getByRole('link', { name: 'Open the mobile inventory' })).toHaveAttribute('href', '/app/mobile/inventory');
    await settleFrame();
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the device fields and the
 * inventory link wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dana’s iPhone', undefined, LOADED)).toBeVisible();
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('link', { name: 'モバイルインベントリを開く' })]);
    await settleFrame();
  },
};

export const OtherDeviceType: Story = {
  beforeEach({ msw }) {
    msw.use(mobileHandlers.android());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('SM-S928B', undefined, LOADED);
    await expect(field(canvasElement, 'Device type')).toHaveTextContent('Android');
    await expect(field(canvasElement, 'Security risk level')).toHaveTextContent('Safe');
    await expect(field(canvasElement, 'Agent status')).toHaveTextContent('Success');
    await settleFrame();
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(mobileHandlers.long());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Field engineering shared tablet/, undefined, LOADED);
    await expect(field(canvasElement, 'Security risk level')).toHaveTextContent('High risk');
    await expect(field(canvasElement, 'Agent status')).toHaveTextContent('Error');
    await expect(canvasElement.firstElementChild?.scrollWidth).toBeLessThanOrEqual((canvasElement.firstElementChild?.clientWidth ?? 0) + 1);
    await settleFrame();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(mobileHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('IMEI', undefined, LOADED);
    for (const label of [
      'Security risk level',
      'Agent status',
      'Last scan',
      'Device type',
      'Device name',
      'OS version',
      'Hardware model',
      'Brand',
      'Manufacturer',
      'MAC address',
      'IMEI',
    ]) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await settleFrame();
  },
};

export const HostileValues: Story = {
  beforeEach({ msw }) {
    msw.use(mobileHandlers.hostile());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('<script>window.__pwned=true</script>', undefined, LOADED)).toHaveLength(2);
    // Codes outside spec 001 §3 show a dash, not a guess.
    await expect(field(canvasElement, 'Security risk level')).toHaveTextContent('-');
    await expect(field(canvasElement, 'Agent status')).toHaveTextContent('-');
    await expect(canvasElement.querySelector('img, script, svg[onload]')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mobileHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', {
        name: 'Loading the mobile device…',
      }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mobileHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data', undefined, LOADED)).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mobileHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, LOADED);
    await expect(alert).toHaveTextContent(/could not be loaded/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
