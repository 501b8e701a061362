import type { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '@soc/api';

/**
 * Every logout path ends in `endSession` (@soc/api); this makes it also drop the query cache, so no
 * answer of the ended session (auth, menu, panels' records) survives in memory before the navigation.
 */
export function forgetQueriesWhenSessionEnds(queryClient: QueryClient): () => void {
  return onSessionEnd(() => {
    void queryClient.cancelQueries();
    queryClient.clear();
  });
}
