import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { menuQueryOptions, type MenuItem, type MenuResponse } from '@soc/api';
import { createTestQueryClient, renderWithProviders, setupMockServer } from '@soc/testing';
import { CONSOLE_ROUTER_OPTIONS } from '../app/router-options.ts';
import { LandingPage } from './landing-page.tsx';

const LANDING_ID = '7001';

setupMockServer({
  createState: () => undefined,
  handlers: () => [http.get('/ui/uic/v3/setting/landingPage', () => HttpResponse.json({ data: { id: LANDING_ID } }))],
});

/** `/` over a menu whose landing item has `path` (and `url`), as it is in the cache (past the menu schema). */
function landOn(path: string, url?: string) {
  const root = createRootRoute();
  const page = (route: string) => createRoute({ getParentRoute: () => root, path: route, component: () => <p>{route}</p> });
  const router = createRouter({
    ...CONSOLE_ROUTER_OPTIONS,
    // jsdom has no scrolling to restore.
    scrollRestoration: false,
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: LandingPage }), page('/users/started'), page('/dashboard')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = createTestQueryClient();
  const item: MenuItem = { id: LANDING_ID, path, url, sidebar: true, role: 'menu', children: [] };
  queryClient.setQueryData<MenuResponse>(menuQueryOptions().queryKey, { data: [item], preRelease: [], previewFramework: { preReleaseIds: [] } });
  renderWithProviders(<RouterProvider router={router} />, { queryClient });
  return Object.assign(router, { queryClient });
}

describe('LandingPage (spec 002 §4)', () => {
  it('goes to the landing item’s page in place of `/`', async () => {
    const router = landOn('/dashboard');
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard'));
  });

  it.each(['//evil.example/phish', '/\t/evil.example/phish', 'https://evil.example/phish', '/#//evil.example/phish'])(
    'does not follow a path to another site (%j): the item counts as not found',
    async (path) => {
      const router = landOn(path);
      await waitFor(() => expect(router.state.location.href).toBe('/users/started?from=3'));
    },
  );

  it('opens an external landing page in a new window once, however often the page renders again', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = landOn('/nojump', 'https://landing.example/start');
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://landing.example/start', '_blank', 'noopener,noreferrer'));
    // What renders the page again while it stays on `/`: a shared panel link's history entry, a refetch.
    await router.navigate({ to: '/', search: { panel: '5:domain:a.example' } as never });
    await router.queryClient.refetchQueries();
    await router.navigate({ to: '/' });
    await waitFor(() => expect(router.state.location.href).toBe('/'));
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });
});
