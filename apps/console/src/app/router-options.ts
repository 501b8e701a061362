import { RouteError } from './route-error.tsx';
import { parseSearchVerbatim, stringifySearchVerbatim } from './search-params.ts';

/** The console's router options, apart from the route tree (router.test.ts uses them over a small tree). */
export const CONSOLE_ROUTER_OPTIONS = {
  // Query strings are read as typed (`keyword=1.00` stays "1.00"), not as JSON.
  parseSearch: parseSearchVerbatim,
  stringifySearch: stringifySearchVerbatim,
  defaultPreload: 'intent',
  notFoundMode: 'root',
  scrollRestoration: true,
  // A page (or the frame) that throws shows the console's error state, not the router's bare screen.
  defaultErrorComponent: RouteError,
} as const;
