import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { DRAWER_WIDTHS } from '@soc/ui';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { cloudAssetHandlers, cloudAssetVariants, SAMPLE_CLOUD_ARN } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { CloudIdentityPanel } from './cloud-identity-panel.tsx';

/** The first answer can take a while on a loaded machine. */
const WAIT = { timeout: 15_000 };

const meta = {
  title: 'Detail panels/Panels/CloudIdentityPanel',
  component: CloudIdentityPanel,
  args: { params: { arn: SAMPLE_CLOUD_ARN } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame(DRAWER_WIDTHS.global)],
} satisfies Meta<typeof CloudIdentityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('prod-logging', undefined, WAIT)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvasElement, 'Service')).toHaveTextContent('Amazon S3');
    await expect(canvas.getByRole('link', { name: /s3\.console\.aws\.amazon\.com/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await settleFrame();
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the resource name, the ARN and
 * the console link wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('prod-logging', undefined, WAIT)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('link', { name: /s3\.console\.aws\.amazon\.com/ })]);
    await settleFrame();
  },
};

export const RiskOverviewTab: Story = {
  args: { params: { arn: SAMPLE_CLOUD_ARN, assetId: 'ca-42', assetType: 'cloudAsset' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Risk overview' }, WAIT));
    await expect(await canvas.findByTestId('risk-score', undefined, WAIT)).toHaveTextContent('74');
    await settleFrame();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(cloudAssetHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(cloudAssetHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No data' }, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(cloudAssetHandlers.serverError(502));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, WAIT);
    await expect(alert).toHaveTextContent(/Trace ID: [0-9a-f-]{36}/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await settleFrame();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(cloudAssetHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Asset name', { selector: 'dt' }, WAIT);
    for (const label of ['Asset name', 'Resource group', 'Provider', 'Region', 'Service', 'Resource link']) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await settleFrame();
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(cloudAssetHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('tag-key-35', undefined, WAIT)).toBeVisible();
    const frame = canvas.getByTestId('panel-frame');
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
    await settleFrame();
  },
};

export const HostileValues: Story = {
  beforeEach({ msw }) {
    msw.use(cloudAssetHandlers.custom(cloudAssetVariants.hostile()));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('<script>window.__pwned=true</script>', undefined, WAIT);
    await expect(field(canvasElement, 'Resource link')).toHaveTextContent('javascript:window.__pwned=true');
    await expect(within(field(canvasElement, 'Resource link')).queryByRole('link')).toBeNull();
    await settleFrame();
  },
};
