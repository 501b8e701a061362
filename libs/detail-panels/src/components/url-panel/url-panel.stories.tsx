import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, chromaticCapture } from '@soc/testing/story';
import { createUrlRecord, sandboxHandlers, urlHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { UrlPanel } from './url-panel.tsx';
import { revealSecondPage } from '../../testing/reveal-second-page.ts';

const URL = 'https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487';

const meta = {
  title: 'Detail panels/Panels/UrlPanel',
  component: UrlPanel,
  args: { params: { url: URL } },
  // The drawer's default width (spec 001 §2.1): the chart measures it, so screenshots are stable. On a
  // phone the drawer takes the screen's (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof UrlPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('High risk')).toBeVisible();
    await expect(canvas.getByText('49')).toBeVisible();
    await expect(canvas.getByText('Phishing')).toBeVisible();
    await expect(canvas.getByText('203.0.113.46')).toBeVisible();
    await expect(canvas.getByText('Panama')).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'Activity', 'Sandbox', 'Threat intelligence']);
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the four tabs scroll within
 * their strip, the score, the categories and the address wrap inside the panel, and nothing scrolls
 * sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('高リスク', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('203.0.113.46')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('tablist')]);
    await settleFrame();
  },
};

export const ActivityTab: Story = {
  args: { tab: 'activity' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /Peak of 412 activities/ })).toBeVisible();
    await expect(canvas.getByText(/\(412 activities\)/)).toBeVisible();
    await expect(canvas.getByText('48 / 2,319')).toBeVisible();
  },
};

export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('High risk')).toBeVisible();
    // Arrow keys move to and open the next tab; End jumps to the last one.
    canvas.getByRole('tab', { name: 'Basic' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByRole('img', { name: /Peak of 412 activities/ })).toBeVisible();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Threat intelligence' })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const SandboxTab: Story = {
  args: { tab: 'sandbox' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Sandbox' })).toHaveAttribute('aria-selected', 'true');
    const panel = await canvas.findByRole('tabpanel');
    // The sandbox answer arrives after the panel: wait for the result itself, down to its last behaviour.
    await expect(await within(panel).findByText('Suspicious behaviors')).toBeVisible();
    await expect(within(panel).getAllByRole('meter')).toHaveLength(6);
    await expect(within(panel).getByText('Reads the installed-software registry keys')).toBeVisible();
    await settleFrame();
  },
};

export const ThreatIntelHiddenInUae: Story = {
  name: 'Threat Intel Hidden In UAE',
  parameters: { personaPatch: { region: 'UAE' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('High risk')).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Threat intelligence' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(urlHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the URL profile…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SandboxProcessing: Story = {
  args: { tab: 'sandbox' },
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.processing());
  },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getByRole('status')).toBeVisible());
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(urlHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(urlHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No data');
    await expect(alert).toHaveTextContent('Trace ID');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(urlHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Web reputation score')).toBeVisible();
    // Every field of the Basic tab shows a dash.
    await expect(canvas.getAllByText('-')).toHaveLength(12);
    canvas.getByRole('tab', { name: 'Basic' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByText('No activity history')).toBeVisible();
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(urlHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('198.51.100.49')).toBeVisible();
    await expect(canvas.getByText('Safe')).toBeVisible();
    // Long values wrap inside the drawer instead of widening it.
    const drawer = canvasElement.firstElementChild as HTMLElement;
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
  },
};

/** In Japanese the four tabs outgrow the drawer: the strip scrolls and says so, and no label wraps. */
export const JapaneseTabs: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('高リスク');
    await expect(canvas.getByRole('button', { name: '次のタブを表示' })).toBeVisible();
    const heights = canvas.getAllByRole('tab').map((tab) => tab.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};

/** 300 hosted addresses, the nth being 198.51.x.y with y = n within each block of 200. */
const MANY_IPS = Array.from({ length: 300 }, (_, i) => `198.51.${100 + Math.floor(i / 200)}.${(i % 200) + 1}`);

/** A URL hosted on hundreds of addresses: 50 show, "Show more" reveals the next 50 and focuses the first of them. */
export const ManyHostedIps: Story = {
  name: 'Many Hosted IPs',
  beforeEach({ msw }) {
    msw.use(urlHandlers.custom(createUrlRecord({ hostedIP: MANY_IPS })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstRevealed = await revealSecondPage(canvasElement, MANY_IPS.length);
    await expect(within(firstRevealed).getByRole('button', { name: '198.51.100.51' })).toHaveFocus();
    await expect(canvas.getByText('Panama')).toBeVisible();
    await settleFrame();
  },
};
