import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { authQueryOptions, isRouteAllowed, menuQueryOptions, readAllowedIds, sessionQueryOptions } from '@soc/api';
import { ConsoleLayout } from '../app/console-layout.tsx';
import { legacyTarget, ROUTES, type RouteDef, type RoutePath, type ShellPage } from './route-table.ts';
import { validateForbiddenSearch, validateGlobalSearchSearch, validateStartedSearch } from './route-search.ts';

interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    module?: string;
    keys?: readonly string[];
  }
}

// Every page is its own lazy chunk; the module page is shared by every route it serves.
const SHELL_PAGES: Record<ShellPage, ReturnType<typeof lazyRouteComponent>> = {
  landing: lazyRouteComponent(() => import('../pages/landing-page.tsx'), 'LandingPage'),
  forbidden: lazyRouteComponent(() => import('../pages/forbidden-page.tsx'), 'ForbiddenPage'),
  about: lazyRouteComponent(() => import('../pages/about-page.tsx'), 'AboutPage'),
  started: lazyRouteComponent(() => import('../pages/started-page.tsx'), 'StartedPage'),
  maintenance: lazyRouteComponent(() => import('../pages/maintenance-page.tsx'), 'MaintenancePage'),
  logout: lazyRouteComponent(() => import('../pages/logout-page.tsx'), 'LogoutPage'),
  timezone: lazyRouteComponent(() => import('../pages/timezone-page.tsx'), 'TimezonePage'),
  globalSearch: lazyRouteComponent(() => import('../pages/global-search-page.tsx'), 'GlobalSearchPage'),
};
const modulePage = lazyRouteComponent(() => import('../pages/module-route-page.tsx'), 'ModuleRoutePage');

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: ConsoleLayout,
  beforeLoad: ({ location }) => {
    const target = legacyTarget(location.pathname);
    if (target) throw redirect({ href: `${target}${location.searchStr}`, replace: true });
  },
  // The frame's data: profile, menu and session, from the queryOptions the shell reads. Started, not
  // awaited: the frame draws at once and fills in from the cache (README "first data"). The router's
  // first load runs from main.tsx before the first render, beside the page's chunk and the catalogue.
  loader: ({ context }) => {
    const { queryClient } = context;
    void queryClient.prefetchQuery(authQueryOptions());
    void queryClient.prefetchQuery(menuQueryOptions());
    void queryClient.prefetchQuery({ ...sessionQueryOptions(), retry: false });
  },
  // Once per page load: a navigation does not ask again (a failed profile is the sign-in's business).
  staleTime: Infinity,
  // Any unknown path goes to the root (spec 000 §2.12).
  notFoundComponent: lazyRouteComponent(() => import('../pages/not-found-redirect.tsx'), 'NotFoundRedirect'),
});

/** What every page route has: its module and menu keys, the access check (spec 000 §4.1), its page. */
function pageOptions(def: RouteDef) {
  return {
    staticData: { module: def.module, keys: def.keys },
    beforeLoad: () => {
      if (!isRouteAllowed(def.keys, readAllowedIds())) throw redirect({ to: '/users/403', search: { msg: 'router' }, replace: true });
    },
    component: def.page ? SHELL_PAGES[def.page] : modulePage,
  };
}

function routeDef(path: RoutePath): RouteDef {
  const def = ROUTES.find((candidate) => candidate.path === path);
  if (!def) throw new Error(`${path} is not in the route table`);
  return def;
}

// The pages that read a query string are typed routes with a `validateSearch`: a page gets only what
// its validator lets through, and every `navigate`, `redirect` or `<Link>` to them is checked against it.
const forbiddenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/403',
  validateSearch: validateForbiddenSearch,
  ...pageOptions(routeDef('/users/403')),
});
const startedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/started',
  validateSearch: validateStartedSearch,
  ...pageOptions(routeDef('/users/started')),
});
const globalSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app/global-search',
  validateSearch: validateGlobalSearchSearch,
  ...pageOptions(routeDef('/app/global-search')),
});
const SEARCH_ROUTES = [forbiddenRoute, startedRoute, globalSearchRoute] as const;
// Listed, not read from the routes: a route's `path` is set only when a router initialises the tree.
const searchRoutePaths = new Set<string>(['/users/403', '/users/started', '/app/global-search'] satisfies (typeof SEARCH_ROUTES)[number]['fullPath'][]);

/**
 * Every other page of the table: no query string of its own to read. Its path is typed `/${string}`,
 * so `to` takes any console path while the routes above keep their literal paths and search types.
 */
function pageRoute(def: RouteDef) {
  return createRoute({ getParentRoute: () => rootRoute, path: def.path, ...pageOptions(def) });
}

export const routeTree = rootRoute.addChildren([...SEARCH_ROUTES, ...ROUTES.filter((def) => !searchRoutePaths.has(def.path)).map(pageRoute)]);
