import { act, renderHook } from '@testing-library/react';
import { endSession, logout } from '@soc/api';
import { createConsoleQueryClient } from './query-client.ts';
import { forgetQueriesWhenSessionEnds, useSessionEnded } from './session-caches.ts';

describe('useSessionEnded', () => {
  // First in the file: the flag never turns back (the page is leaving).
  it('turns true when the session ends, so the layout can put "Signing you out…" in the shell\'s place', () => {
    const off = forgetQueriesWhenSessionEnds(createConsoleQueryClient());
    const { result } = renderHook(() => useSessionEnded());
    expect(result.current).toBe(false);
    act(() => endSession());
    expect(result.current).toBe(true);
    off();
  });
});

describe('the query cache ends with the session', () => {
  it('is empty once any logout path has ended the session, before it navigates', async () => {
    const queryClient = createConsoleQueryClient();
    const off = forgetQueriesWhenSessionEnds(queryClient);
    queryClient.setQueryData(['shell', 'auth', 'en'], { user_name: 'analyst' });
    queryClient.setQueryData(['panels', 'file', 'sha1'], { risk: 'high' });
    let cachedWhenLeaving = -1;
    await logout('forced', { visit: async () => undefined, assign: () => (cachedWhenLeaving = queryClient.getQueryCache().getAll().length), storage: localStorage });
    expect(cachedWhenLeaving).toBe(0);

    queryClient.setQueryData(['shell', 'menu', 'en'], { data: [] });
    endSession(); // the timeouts' path
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    off();
  });
});
