import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routes/route-tree.tsx';
import { CONSOLE_ROUTER_OPTIONS } from './router-options.ts';

/** The console's router; `history` defaults to the browser's (tests pass a memory history). */
export function createConsoleRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({ ...CONSOLE_ROUTER_OPTIONS, routeTree, history, context: { queryClient } });
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
}
