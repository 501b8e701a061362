import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, NoRecordError, ResponseShapeError } from '@soc/api';

/** Client errors and bad data will not fix themselves; retry only transient failures, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // "No such object" (a 2xx holding no record) is an answer, not a failure: asking again changes nothing.
  if (error instanceof ResponseShapeError || error instanceof NoRecordError) return false;
  if (error instanceof ApiError && error.status < 500) return false;
  // A call that already waited its whole time limit is not asked again: the user sees Retry instead.
  if (error instanceof NetworkError && error.timedOut) return false;
  return failureCount < 1;
}

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
