import { endSession, logout } from '@soc/api';
import { createConsoleQueryClient } from './query-client.ts';
import { forgetQueriesWhenSessionEnds } from './session-caches.ts';

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
