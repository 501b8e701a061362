import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockBackend } from '../testing/msw-server.ts';
import { authQueryOptions, menuQueryOptions } from '@soc/api';
import { createTestQueryClient, renderHookWithProviders } from '@soc/testing';
import { useShellData } from './use-shell-data.ts';

const { server } = setupMockBackend();

function renderShellData() {
  return renderHookWithProviders(() => useShellData(), { queryClient: createTestQueryClient({ staleTime: Infinity }) });
}

describe('useShellData', () => {
  it('is done with the profile and the menu', async () => {
    const { result } = renderShellData();
    await waitFor(() => expect(result.current.status).toBe('done'));
  });

  it('a first visit without a session (401) is signing in, not a failure', async () => {
    server.use(http.get('/ui/uic/v3/auth', () => HttpResponse.json({}, { status: 401 })));
    const { result } = renderShellData();
    await waitFor(() => expect(result.current.status).toBe('signingIn'));
  });

  it('logs a failed session read, but not the 401 of a first visit (the way to sign-in)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('/ui/uic/v3/session', () => HttpResponse.json({}, { status: 401 })));
    const first = renderShellData();
    await waitFor(() => expect(first.result.current.status).toBe('done'));
    await waitFor(() => expect(first.queryClient.getQueryState(['shell', 'session'])?.status).toBe('error'));
    expect(warn).not.toHaveBeenCalled();

    server.use(http.get('/ui/uic/v3/session', () => HttpResponse.json({}, { status: 500 })));
    renderShellData();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] session info unavailable', expect.anything()));
  });

  it('a 401 on the menu alone is signing in too', async () => {
    server.use(http.get('/ui/uic/v3/menu', () => HttpResponse.json({}, { status: 401 })));
    const { result } = renderShellData();
    await waitFor(() => expect(result.current.status).toBe('signingIn'));
  });

  it('the logout error number (401 4011403) and other failures stay errors with a retry', async () => {
    server.use(http.get('/ui/uic/v3/auth', () => HttpResponse.json({ error: { number: 4011403 } }, { status: 401 })));
    const { result } = renderShellData();
    await waitFor(() => expect(result.current.status).toBe('error'));
    const failed = result.current;
    // The error carries the trace id the failed request was sent with, for support.
    if (failed.status === 'error') expect(failed.traceId).toMatch(/\S/);

    server.use(http.get('/ui/uic/v3/auth', () => HttpResponse.json({}, { status: 500 })));
    const second = renderShellData();
    await waitFor(() => expect(second.result.current.status).toBe('error'));
  });

  it('does not ask again for what the start-up prefetch already failed to get (a first visit asked twice)', async () => {
    let authCalls = 0;
    server.use(
      http.get('/ui/uic/v3/auth', () => {
        authCalls += 1;
        return HttpResponse.json({}, { status: 401 });
      }),
    );
    const client = createTestQueryClient({ staleTime: Infinity });
    await client.prefetchQuery(authQueryOptions());
    await client.prefetchQuery(menuQueryOptions());
    expect(authCalls).toBe(1);
    const { result } = renderHookWithProviders(() => useShellData(), { queryClient: client });
    await waitFor(() => expect(result.current.status).toBe('signingIn'));
    expect(authCalls).toBe(1);
  });
});
