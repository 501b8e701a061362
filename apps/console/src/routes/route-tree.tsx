import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ConsoleLayout } from '../app/console-layout.tsx';
import { readAllowedIds, isRouteAllowed } from './access.ts';
import { legacyTarget, ROUTES, type RouteDef, type ShellPage } from './route-table.ts';

export interface RouterContext {
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

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: ConsoleLayout,
  beforeLoad: ({ location }) => {
    const target = legacyTarget(location.pathname);
    if (target) throw redirect({ href: `${target}${location.searchStr}`, replace: true });
  },
  // Any unknown path goes to the root (spec 000 §2.12).
  notFoundComponent: lazyRouteComponent(() => import('../pages/not-found-redirect.tsx'), 'NotFoundRedirect'),
});

function pageRoute(def: RouteDef): AnyRoute {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: def.path,
    staticData: { module: def.module, keys: def.keys },
    beforeLoad: () => {
      if (!isRouteAllowed(def.keys, readAllowedIds())) throw redirect({ to: '/users/403', search: { msg: 'router' } as never, replace: true });
    },
    component: def.page ? SHELL_PAGES[def.page] : modulePage,
  });
}

export const routeTree = rootRoute.addChildren(ROUTES.map(pageRoute));
