import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { routeTree } from './route-tree.tsx';
import { ROUTES } from './route-table.ts';

describe('the console route tree', () => {
  it('builds a router: every path of the table once, the typed search routes included', () => {
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), context: { queryClient: new QueryClient() } });
    // The root and one route per row of the table (a duplicate throws in createRouter).
    expect(Object.keys(router.routesById)).toHaveLength(ROUTES.length + 1);
    for (const def of ROUTES) expect(router.routesByPath).toHaveProperty([def.path]);
  });
});
