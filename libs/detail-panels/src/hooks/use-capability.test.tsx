import { CAPABILITY_PATH } from '@soc/api';
import { fileCapabilityHandlers } from '@soc/mocks';
import { waitFor } from '@testing-library/react';
import { recordRequests, renderHookWithProviders, setupMockServer } from '@soc/testing';
import { useCapability } from './use-capability.ts';

const { server } = setupMockServer();
const query = { queryType: 'sha1', sha1: '3395856ce81f2b7382dee72602f798b642f14140' } as const;

describe('useCapability (spec 001 §4)', () => {
  it('is loading, then done with processes[0]; it posts the query', async () => {
    const requests = recordRequests(server);
    const { result } = renderHookWithProviders(() => useCapability(query));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    const state = result.current;
    expect(state.status === 'done' && state.data.process?.tagging.length).toBe(6);
    expect(requests.seen.find((r) => r.url.pathname === CAPABILITY_PATH)?.body).toEqual(query);
    requests.stop();
  });

  it.each([
    ['processing', fileCapabilityHandlers.processing, 'processing'],
    ['notFound', fileCapabilityHandlers.notFound, 'notFound'],
    // Spec 001 §4, §8: a failed call is treated as notFound.
    ['serverError', () => fileCapabilityHandlers.serverError(500), 'notFound'],
    ['badData', fileCapabilityHandlers.badData, 'notFound'],
  ] as const)('%s → %s', async (_name, handler, status) => {
    server.use(handler());
    const { result } = renderHookWithProviders(() => useCapability(query));
    await waitFor(() => expect(result.current.status).toBe(status));
  });
});
