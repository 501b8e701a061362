import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * The one test QueryClient: no retries (a failure shows at once), no refetch on focus, nothing
 * garbage-collected mid-test. `queries` adds to or overrides the query defaults (e.g. `staleTime`).
 */
export function createTestQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity, ...queries },
      mutations: { retry: false },
    },
  });
}
