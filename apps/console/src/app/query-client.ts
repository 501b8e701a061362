import { QueryClient } from '@tanstack/react-query';
import { ApiError, ResponseShapeError } from '@soc/api';

/** Client errors and bad data will not fix themselves; retry only transient failures, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ResponseShapeError) return false;
  if (error instanceof ApiError && error.status < 500) return false;
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
