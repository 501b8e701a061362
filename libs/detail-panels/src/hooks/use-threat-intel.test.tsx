import { ApiError, threatIntelErrorKey } from '@soc/api';
import { threatIntelHandlers } from '@soc/mocks';
import { act, waitFor } from '@testing-library/react';
import { recordRequests, renderHookWithProviders, setupMockServer } from '@soc/testing';
import { useThreatIntel } from './use-threat-intel.ts';

const { server } = setupMockServer();
const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';
const intelCalls = (seen: ReturnType<typeof recordRequests>['seen']) => seen.filter((r) => r.url.pathname.includes('/vt/report/'));

describe('useThreatIntel (spec 001 §4, §8)', () => {
  it('asks with refresh=0 first, and refresh=1 when refreshed, keeping the report on screen meanwhile', async () => {
    const requests = recordRequests(server);
    const { result } = renderHookWithProviders(() => useThreatIntel('file', SHA1));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(intelCalls(requests.seen).map((r) => [r.url.pathname, r.url.searchParams.get('refresh')])).toEqual([
      [`/public/svp/v2/object/vt/report/file/${SHA1}`, '0'],
    ]);
    const before = result.current.state.status === 'done' ? result.current.state.data.queryDate : undefined;

    act(() => result.current.refresh());
    expect(result.current.state.status).toBe('done');
    await waitFor(() => expect(result.current.refreshing).toBe(false));
    await waitFor(() => expect(result.current.state.status === 'done' && result.current.state.data.queryDate).not.toBe(before));
    act(() => result.current.refresh());
    await waitFor(() => expect(intelCalls(requests.seen)).toHaveLength(3));
    expect(intelCalls(requests.seen).map((r) => r.url.searchParams.get('refresh'))).toEqual(['0', '1', '1']);
    requests.stop();
  });

  it('sends a URL as its base64 identifier', async () => {
    const requests = recordRequests(server);
    const { result } = renderHookWithProviders(() => useThreatIntel('url', 'http://example.com/'));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(intelCalls(requests.seen)[0]?.url.pathname).toBe('/public/svp/v2/object/vt/report/url/aHR0cDovL2V4YW1wbGUuY29tLw');
    requests.stop();
  });

  it.each([
    ['unauthorized', threatIntelHandlers.unauthorized, 'D100_22'],
    ['notFound', threatIntelHandlers.notFound, 'D100_23'],
    ['quotaExceeded', threatIntelHandlers.quotaExceeded, 'D100_24'],
    ['otherError', threatIntelHandlers.otherError, 'ERROR.COMMON_ERROR'],
    ['serverError', () => threatIntelHandlers.serverError(500), 'ERROR.COMMON_ERROR'],
  ] as const)('a %s answer is an error whose number picks %s', async (_name, handler, key) => {
    server.use(handler());
    const { result } = renderHookWithProviders(() => useThreatIntel('domain', 'example.com'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    const state = result.current.state;
    if (state.status !== 'error') throw new Error('expected error');
    expect(state.error).toBeInstanceOf(ApiError);
    expect(threatIntelErrorKey(state.error)).toBe(key);
    expect(state.traceId).toBeTruthy();
  });

  it('retries an error with refresh=1', async () => {
    server.use(threatIntelHandlers.quotaExceeded());
    const requests = recordRequests(server);
    const { result } = renderHookWithProviders(() => useThreatIntel('ip_address', '203.0.113.7'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    server.resetHandlers();
    const state = result.current.state;
    if (state.status !== 'error') throw new Error('expected error');
    act(() => state.retry());
    // While refresh=1 is asked, the error stays, retrying (its Retry keeps the focus), never loading.
    expect(result.current.state).toMatchObject({ status: 'error', traceId: state.traceId, retrying: true });
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(intelCalls(requests.seen).map((r) => r.url.searchParams.get('refresh'))).toEqual(['0', '1']);
    requests.stop();
  });
});
