import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createMockState, FIXED_NOW, threatInsightHandlers } from '@soc/mocks';
import { intelligenceInsightHref, useThreatInsight } from './use-threat-insight.ts';

const state = createMockState({ now: () => FIXED_NOW });
const server = setupServer();
const urls: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  urls.length = 0;
  server.events.on('request:start', ({ request }) => {
    urls.push(request.url);
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

describe('useThreatInsight', () => {
  it('asks by name and type and returns the insight', async () => {
    server.use(threatInsightHandlers.default(state));
    const { result } = renderHook(() => useThreatInsight('Emotet', 'malware'), { wrapper: wrapper() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    const url = new URL(urls[0] ?? '');
    expect(url.pathname).toBe('/ui/atl/campaign/api/v2/maltool/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'Emotet', type: 'malware' });
    if (result.current.status !== 'done') throw new Error('not done');
    expect(result.current.data.threatActors.map((a) => a.name)).toEqual(['Mummy Spider', 'TA542']);
  });

  it('leaves the type out when none is given', async () => {
    server.use(threatInsightHandlers.default(state));
    const { result } = renderHook(() => useThreatInsight('Emotet'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(new URL(urls[0] ?? '').searchParams.has('type')).toBe(false);
  });

  it('reads 404 as notFound and a server error as error with retry', async () => {
    server.use(threatInsightHandlers.notFound());
    const missing = renderHook(() => useThreatInsight('Unknown'), { wrapper: wrapper() });
    await waitFor(() => expect(missing.result.current.status).toBe('notFound'));
    server.use(threatInsightHandlers.serverError());
    const failed = renderHook(() => useThreatInsight('Emotet'), { wrapper: wrapper() });
    await waitFor(() => expect(failed.result.current.status).toBe('error'));
    if (failed.result.current.status !== 'error') throw new Error('no error');
    expect(failed.result.current.traceId).toBeTruthy();
    expect(typeof failed.result.current.retry).toBe('function');
  });

  it('links insights on the same origin', () => {
    expect(intelligenceInsightHref('ta-0457')).toBe('/app/ti/intelligence_insights?id=ta-0457');
    expect(intelligenceInsightHref('a b&c')).toBe('/app/ti/intelligence_insights?id=a%20b%26c');
    expect(intelligenceInsightHref('ta\uD800')).toBe('/app/ti/intelligence_insights?id=ta%EF%BF%BD');
  });
});
