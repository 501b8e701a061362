import { lineageEntriesHandlers } from '@soc/mocks';
import { delay, http } from 'msw';
import { act, waitFor } from '@testing-library/react';
import { renderHookWithProviders, setupMockServer } from '@soc/testing';
import { useLineage } from './use-lineage.ts';

const { server } = setupMockServer();
const EDGES = ['edge-1', 'edge-2'];

describe('useLineage (spec 001 §2.6, §7)', () => {
  it('is done with each edge’s entries', async () => {
    const { result } = renderHookWithProviders(() => useLineage(EDGES));
    await waitFor(() => expect(result.current.entries.status).toBe('done'));
    const entries = result.current.entries;
    expect(entries.status === 'done' && entries.data.map((edge) => edge.edgeId)).toEqual(EDGES);
  });

  it('keeps a failed edge’s error, retrying, while Retry asks again: the focused Retry is not unmounted', async () => {
    server.use(lineageEntriesHandlers.serverError(500));
    const seen: string[] = [];
    const { result } = renderHookWithProviders(() => {
      const lineage = useLineage(EDGES);
      const { entries } = lineage;
      seen.push(entries.status === 'error' && entries.retrying ? 'error (retrying)' : entries.status);
      return lineage;
    });
    await waitFor(() => expect(result.current.entries.status).toBe('error'));
    const failed = result.current.entries;
    if (failed.status !== 'error') throw new Error('expected error');
    expect(failed.traceId).toBeTruthy();

    // The retry is answered a moment later (by the default handler), as over a network.
    server.resetHandlers();
    server.use(http.get('/public/ddr/lineage/entry', () => delay(30)));
    seen.length = 0;
    act(() => failed.retry());
    await waitFor(() => expect(result.current.entries.status).toBe('done'));
    expect(seen).toContain('error (retrying)');
    expect(seen).not.toContain('loading');
  });
});
