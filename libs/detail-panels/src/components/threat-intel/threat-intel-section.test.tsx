import { createThreatIntelReport, threatIntelHandlers } from '@soc/mocks';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupMockServer } from '@soc/testing';
import { ThreatIntelSection } from './threat-intel-section.tsx';

const { server } = setupMockServer();
// Rendering Chakra in jsdom on a shared 2-core machine can take a few seconds per test.
vi.setConfig({ testTimeout: 20_000 });

describe('ThreatIntelSection', () => {
  it.each([
    ['unauthorized', threatIntelHandlers.unauthorized, 'The threat intelligence service rejected the request: the API key is missing or invalid.'],
    ['notFound', threatIntelHandlers.notFound, 'No threat intelligence report exists for this object.'],
    ['quotaExceeded', threatIntelHandlers.quotaExceeded, 'The threat intelligence query quota is used up. Try again later.'],
    ['otherError', threatIntelHandlers.otherError, 'Something went wrong. Please try again later.'],
    ['serverError', () => threatIntelHandlers.serverError(502), 'Something went wrong. Please try again later.'],
  ] as const)('shows the message of a %s answer with a refresh button and the trace id', async (_name, handler, text) => {
    server.use(handler());
    renderWithProviders(<ThreatIntelSection kind="file" id="abc" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(/Trace ID: [0-9a-f-]{36}/);
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('refreshes from the error into the report', async () => {
    server.use(threatIntelHandlers.quotaExceeded());
    renderWithProviders(<ThreatIntelSection kind="file" id="abc" />);
    const alert = await screen.findByRole('alert');
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Vendor detections (malicious/total)')).toBeVisible();
  });

  it.each([
    ['file', ['Meaningful name', 'YARA rules', 'Threat categories'], ['Registrar', 'ASN']],
    ['url', ['Last HTTP response code'], ['Registrar', 'YARA rules']],
    ['domain', ['Registrar', 'Creation date'], ['ASN', 'YARA rules']],
    ['ip_address', ['ASN', 'Country', 'Network'], ['Registrar', 'Meaningful name']],
  ] as const)('shows the %s fields', async (kind, shown, hidden) => {
    server.use(threatIntelHandlers.done(kind));
    renderWithProviders(<ThreatIntelSection kind={kind} id="x" />);
    await screen.findByText('Vendor detections (malicious/total)');
    for (const label of shown) expect(screen.getByText(label)).toBeInTheDocument();
    for (const label of hidden) expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it('shows the detections as malicious over the sum of the four counts', async () => {
    server.use(threatIntelHandlers.done('file'));
    renderWithProviders(<ThreatIntelSection kind="file" id="x" />);
    const label = await screen.findByText('Vendor detections (malicious/total)');
    // 41 malicious + 2 suspicious + 21 undetected + 0 harmless.
    await waitFor(() => expect(label.closest('.detail-field')).toHaveTextContent('41/64'));
  });

  it('shows thousands of tags 50 at a time, with Show more', async () => {
    const tags = Array.from({ length: 3000 }, (_, i) => `tag-${i + 1}`);
    server.use(http.get('/public/svp/v2/object/vt/report/:kind/:id', () => HttpResponse.json(createThreatIntelReport('file', { tags }))));
    renderWithProviders(<ThreatIntelSection kind="file" id="abc" />);
    await screen.findByText('tag-1');
    expect(screen.queryByText('tag-51')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(await screen.findByText('tag-100')).toBeInTheDocument();
    expect(screen.queryByText('tag-101')).toBeNull();
  });
});
