import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routes/route-tree.tsx';
import { parseSearchVerbatim, stringifySearchVerbatim } from './search-params.ts';

/** The console's router; `history` defaults to the browser's (tests pass a memory history). */
export function createConsoleRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Query strings are read as typed (`keyword=1.00` stays "1.00"), not as JSON.
    parseSearch: parseSearchVerbatim,
    stringifySearch: stringifySearchVerbatim,
    defaultPreload: 'intent',
    notFoundMode: 'root',
    scrollRestoration: true,
  });
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
}
