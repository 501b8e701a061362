import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { createThreatIntelReport, FIXED_NOW, neverResponds, SAMPLE_FILE_SHA1, threatIntelHandlers } from '@soc/mocks';
import { ThreatIntelSection } from './threat-intel-section.tsx';

const REPORT_PATH = '/public/svp/v2/object/vt/report/:kind/:id';

const meta = {
  title: 'Detail panels/Sections/ThreatIntelSection',
  component: ThreatIntelSection,
  args: { kind: 'file', id: SAMPLE_FILE_SHA1 },
  decorators: [inPanelFrame()],
} satisfies Meta<typeof ThreatIntelSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label).closest('.detail-field') as HTMLElement;

export const Done: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.done('file'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Vendor detections (malicious/total)');
    // Spec 001 §5: malicious over the sum of the four counts (41 + 2 + 21 + 0).
    await expect(field(canvasElement, 'Vendor detections (malicious/total)')).toHaveTextContent('41/64');
    await expect(field(canvasElement, 'Size')).toHaveTextContent('183.00 KB');
    await expect(field(canvasElement, 'Threat categories')).toHaveTextContent('trojan (31)');
    await expect(field(canvasElement, 'YARA rules')).toHaveTextContent('Emotet_Excel4_Macro_Loader');
    await expect(canvas.getByText(/^As of/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

export const Url: Story = {
  name: 'URL',
  args: { kind: 'url', id: 'https://northwind-invoices.example-billing.net/view' },
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.done('url'));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Last HTTP response code');
    await expect(field(canvasElement, 'Last HTTP response code')).toHaveTextContent('200');
    await expect(within(canvasElement).queryByText('YARA rules')).toBeNull();
  },
};

export const Domain: Story = {
  args: { kind: 'domain', id: 'example-billing.net' },
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.done('domain'));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Registrar');
    await expect(field(canvasElement, 'Registrar')).toHaveTextContent('NameCheap, Inc.');
    await expect(within(canvasElement).getByText('Creation date')).toBeVisible();
  },
};

export const IpAddress: Story = {
  name: 'IP Address',
  args: { kind: 'ip_address', id: '203.0.113.45' },
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.done('ip_address'));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('ASN');
    await expect(field(canvasElement, 'ASN')).toHaveTextContent('AS202425 (IP Volume inc)');
    await expect(field(canvasElement, 'Country')).toHaveTextContent('NL');
    await expect(field(canvasElement, 'Network')).toHaveTextContent('203.0.113.0/24');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A refresh (refresh=1) in progress: the previous report stays while the service is asked again. */
export const Processing: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(REPORT_PATH, ({ request }) =>
        new URL(request.url).searchParams.get('refresh') === '1' ? neverResponds() : HttpResponse.json(createThreatIntelReport('file', {}, { now: FIXED_NOW })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByText('Vendor detections (malicious/total)')).toBeVisible();
  },
};

/** Refresh pressed with Enter: the report comes again and the focus is still on Refresh, not on the page. */
export const RefreshFromTheKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.done('file'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refresh = await canvas.findByRole('button', { name: 'Refresh' });
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus());
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No threat intelligence report exists for this object.');
    await expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

export const Unauthorized: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.unauthorized());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The threat intelligence service rejected the request: the API key is missing or invalid.');
  },
};

export const QuotaExceeded: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.quotaExceeded());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The threat intelligence query quota is used up. Try again later.');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    await expect(alert).toHaveTextContent(/Trace ID/);
    await expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Vendor detections (malicious/total)');
    await expect(field(canvasElement, 'Vendor detections (malicious/total)')).toHaveTextContent('-');
    await expect(canvas.getAllByText('-').length).toBeGreaterThanOrEqual(9);
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(threatIntelHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('behaviour-tag-40');
    await expect(field(canvasElement, 'YARA rules')).toHaveTextContent('Crowdsourced_Rule_25_');
    const frame = canvas.getByTestId('panel-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
