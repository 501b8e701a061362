import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { decodeUrlId, encodeUrlId } from '@soc/api';
import { createMockState, domainHandlers, FIXED_NOW, ipHandlers, urlHandlers } from '@soc/mocks';
import { useObjectRecord } from './use-object-record.ts';

const state = createMockState({ now: () => FIXED_NOW });
const server = setupServer();
const sent: Array<{ path: string; body: unknown }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  server.events.on('request:start', async ({ request }) => {
    sent.push({ path: new URL(request.url).pathname, body: await request.clone().json().catch(() => undefined) });
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const URL_UNDER_TEST = 'https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487';

describe('useObjectRecord', () => {
  it('loads a URL record, sending the URL as unpadded base64', async () => {
    server.use(urlHandlers.default(state));
    const { result } = renderHook(() => useObjectRecord('url', URL_UNDER_TEST), { wrapper: wrapper() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(sent).toEqual([{ path: '/public/svp/v2/object/url/query', body: { url: encodeUrlId(URL_UNDER_TEST) } }]);
    const id = (sent[0]?.body as { url: string }).url;
    expect(id).not.toMatch(/=$/);
    expect(decodeUrlId(id)).toBe(URL_UNDER_TEST);
    if (result.current.status !== 'done') throw new Error('not done');
    expect(result.current.data.objectName).toBe(URL_UNDER_TEST);
    expect(result.current.data.activityHistory.length).toBeGreaterThan(0);
  });

  it('loads a domain and an IP record from their own calls', async () => {
    server.use(domainHandlers.default(state), ipHandlers.default(state));
    const domain = renderHook(() => useObjectRecord('domain', 'example-billing.net'), { wrapper: wrapper() });
    const ip = renderHook(() => useObjectRecord('ip', '203.0.113.45'), { wrapper: wrapper() });
    await waitFor(() => expect(domain.result.current.status).toBe('done'));
    await waitFor(() => expect(ip.result.current.status).toBe('done'));
    expect(sent).toEqual(
      expect.arrayContaining([
        { path: '/public/svp/v2/object/domain/query', body: { domain: 'example-billing.net' } },
        { path: '/public/svp/v2/object/ip/query', body: { ip: '203.0.113.45' } },
      ]),
    );
  });

  it('reads a 404 as notFound', async () => {
    server.use(urlHandlers.notFound());
    const { result } = renderHook(() => useObjectRecord('url', URL_UNDER_TEST), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('notFound'));
  });

  it('reads a server error as error with the trace id, and retries', async () => {
    server.use(domainHandlers.serverError());
    const { result } = renderHook(() => useObjectRecord('domain', 'example-billing.net'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('error'));
    if (result.current.status !== 'error') throw new Error('no error');
    expect(result.current.traceId).toMatch(/^[0-9a-f-]{36}$/);
    server.use(domainHandlers.default(state));
    act(() => {
      if (result.current.status === 'error') result.current.retry();
    });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(sent).toHaveLength(2);
  });

  it('reads an answer of the wrong shape as error, not as a crash', async () => {
    server.use(ipHandlers.badData());
    const { result } = renderHook(() => useObjectRecord('ip', '8.8.8.8'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('reads the empty record as done with every field empty', async () => {
    server.use(urlHandlers.empty());
    const { result } = renderHook(() => useObjectRecord('url', URL_UNDER_TEST), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('done'));
    if (result.current.status !== 'done') throw new Error('not done');
    expect(result.current.data.objectName).toBeNull();
    expect(result.current.data.activityHistory).toEqual([]);
  });
});
