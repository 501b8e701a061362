import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { domainHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { DomainPanel } from './domain-panel.tsx';

const meta = {
  title: 'Detail panels/Panels/DomainPanel',
  component: DomainPanel,
  args: { params: { domain: 'example-billing.net' } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof DomainPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Medium risk')).toBeVisible();
    await expect(canvas.getByText('Suspicious')).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'Activity', 'Threat intelligence']);
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the tabs and the registration
 * fields wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('中リスク', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('tablist')]);
    await settleFrame();
  },
};

export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Medium risk')).toBeVisible();
    canvas.getByRole('tab', { name: 'Basic' }).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Threat intelligence' })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const ActivityTab: Story = {
  args: { tab: 'activity' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: /Peak of 412 activities/ })).toBeVisible();
  },
};

export const ThreatIntelHiddenInGovUs: Story = {
  name: 'Threat Intel Hidden In GOV_US',
  parameters: { personaPatch: { region: 'GOV_US' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Medium risk')).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(domainHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the domain profile…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(domainHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(domainHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No data');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(domainHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Registrant name')).toBeVisible();
    await expect(canvas.getAllByText('-')).toHaveLength(12);
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(domainHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Content Delivery Networks')).toBeVisible();
    const drawer = canvasElement.firstElementChild as HTMLElement;
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
  },
};
