import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { DRAWER_WIDTHS } from '@soc/ui';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { assetRiskVariants, riskOverviewHandlers, workbenchAssetRiskHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { expectTimeLabelsApart } from '../chart/time-axis-play.ts';
import { RiskOverviewSection } from './risk-overview-section.tsx';

/** The first answer can take a while on a loaded machine. */
const WAIT = { timeout: 15_000 };

const meta = {
  title: 'Detail panels/Sections/RiskOverview',
  component: RiskOverviewSection,
  args: { source: { assetId: 'ep-1', assetType: '1' } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame(DRAWER_WIDTHS.global)],
} satisfies Meta<typeof RiskOverviewSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const band = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('risk-score').querySelector('[data-band]')?.getAttribute('data-band');
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('risk-score', undefined, WAIT)).toHaveTextContent('74');
    await expect(band(canvasElement)).toBe('high');
    const chart = canvas.getByRole('img', { name: /Risk score history .* on a scale of 0 to 100/ });
    await expect(chart).toBeVisible();
    // The summary speaks for the drawing: visx's svg ("XYChart") and its tick labels are hidden.
    await expect(chart.querySelector('svg')?.closest('[aria-hidden="true"]')?.parentElement).toBe(chart);
    await expect(field(canvasElement, 'High impact tags')).toHaveTextContent('Finance data');
    await expectTimeLabelsApart(canvas.getByTestId('risk-history-chart'));
    await settleFrame();
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the score, its history chart and
 * the impact tags fit inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('risk-score', undefined, WAIT)).toHaveTextContent('74');
    await expect(canvas.getByRole('img', { name: /リスクスコアの履歴です/ })).toBeVisible();
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('img', { name: /リスクスコアの履歴です/ })]);
    await expectTimeLabelsApart(canvas.getByTestId('risk-history-chart'));
    await settleFrame();
  },
};

/** 30 sits on the low/medium edge: medium. */
export const MediumBandEdge: Story = {
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.custom(assetRiskVariants.score(30)));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('risk-score', undefined, WAIT);
    await expect(band(canvasElement)).toBe('medium');
    await settleFrame();
  },
};

export const LowBand: Story = {
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.custom(assetRiskVariants.score(12)));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('risk-score', undefined, WAIT);
    await expect(band(canvasElement)).toBe('low');
    await settleFrame();
  },
};

export const OutOfRange: Story = {
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.custom(assetRiskVariants.outOfRange()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('risk-score', undefined, WAIT)).toHaveTextContent('140');
    await expect(band(canvasElement)).toBeUndefined();
    await settleFrame();
  },
};

/** Read by workbench id and uuid instead of the asset (spec 001 §7). */
export const ByWorkbench: Story = {
  args: { source: { assetId: 'ep-1', assetType: '1', workbenchId: 'WB-20261124-00017', workbenchUuid: 'c9a1e2f4' } },
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.serverError(500), workbenchAssetRiskHandlers.custom(assetRiskVariants.score(55)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('risk-score', undefined, WAIT)).toHaveTextContent('55');
    await settleFrame();
  },
};

export const Unidentified: Story = {
  args: { source: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/opened without an asset id and type/, undefined, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No data' }, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.serverError(500));
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
    msw.use(riskOverviewHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No risk score history', undefined, WAIT)).toBeVisible();
    for (const label of ['Risk score', 'Scored at', 'Critical asset level', 'Absolute impact tags', 'Operating system', 'User principal name']) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await settleFrame();
  },
};

export const LongHistory: Story = {
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('risk-score', undefined, WAIT);
    await expect(field(canvasElement, 'High impact tags')).toHaveTextContent('Regulated data store 15');
    const frame = canvas.getByTestId('panel-frame');
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
    await expectTimeLabelsApart(canvas.getByTestId('risk-history-chart'));
    await settleFrame();
  },
};

export const HostileValues: Story = {
  beforeEach({ msw }) {
    msw.use(riskOverviewHandlers.custom(assetRiskVariants.hostile()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<script>window.__pwned=true</script>', undefined, WAIT)).toBeVisible();
    // An unknown critical level is no level: a dash.
    await expect(field(canvasElement, 'Critical asset level')).toHaveTextContent('-');
    await settleFrame();
  },
};
