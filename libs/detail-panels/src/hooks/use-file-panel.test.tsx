import { FILE_PATH } from '@soc/api';
import { fileHandlers } from '@soc/mocks';
import { act, waitFor } from '@testing-library/react';
import { recordRequests, renderHookWithProviders, setupMockServer } from '@soc/testing';
import { useFilePanel } from './use-file-panel.ts';

const { server } = setupMockServer();
const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

describe('useFilePanel', () => {
  it('posts the sha1 and is done with the record', async () => {
    const requests = recordRequests(server);
    const { result } = renderHookWithProviders(() => useFilePanel(SHA1));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.status === 'done' && result.current.data.fileSHA1).toBe(SHA1);
    expect(requests.seen.find((r) => r.url.pathname === FILE_PATH)).toMatchObject({ method: 'POST', body: { sha1: SHA1 } });
    requests.stop();
  });

  it('reads an unknown file (404) as notFound', async () => {
    server.use(fileHandlers.notFound());
    const { result } = renderHookWithProviders(() => useFilePanel(SHA1));
    await waitFor(() => expect(result.current.status).toBe('notFound'));
  });

  it.each([
    ['server error', () => fileHandlers.serverError(500)],
    ['bad data', fileHandlers.badData],
  ])('keeps a %s as an error with trace id and retry', async (_name, handler) => {
    server.use(handler());
    const { result } = renderHookWithProviders(() => useFilePanel(SHA1));
    await waitFor(() => expect(result.current.status).toBe('error'));
    const state = result.current;
    if (state.status !== 'error') throw new Error('expected error');
    expect(state.traceId).toMatch(/^[0-9a-f-]{36}$/);
    server.resetHandlers();
    act(() => state.retry());
    await waitFor(() => expect(result.current.status).toBe('done'));
  });
});
