import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { onSessionEnd } from '@soc/api';

let sessionEnded = false;
const subscribers = new Set<() => void>();

/**
 * Every logout path ends in `endSession` (@soc/api); this makes it also drop the query cache, so no
 * answer of the ended session (auth, menu, panels' records) survives in memory before the navigation.
 * First it tells the layout (`useSessionEnded`), which puts "Signing you out…" in the shell's place:
 * with the shell's queries unmounted, the emptied cache asks for nothing again, without a token,
 * during the logout handshake.
 */
export function forgetQueriesWhenSessionEnds(queryClient: QueryClient): () => void {
  return onSessionEnd(() => {
    sessionEnded = true;
    subscribers.forEach((notify) => notify());
    void queryClient.cancelQueries();
    queryClient.clear();
  });
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** Whether this page's session has ended: the console is on its way to the logout page. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, () => sessionEnded);
}
