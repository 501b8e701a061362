import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '@soc/ui';
import { CONSOLE_ROUTER_OPTIONS } from './router-options.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const failure = new Error('URI malformed');

function Boom(): never {
  throw failure;
}

/** The console's router options over a frame and two pages, one of which throws while rendering. */
function renderAt(href: string, { rootThrows = false } = {}) {
  const root = createRootRoute({
    component: () => (
      <>
        <nav aria-label="Frame">frame</nav>
        {rootThrows ? <Boom /> : <Outlet />}
      </>
    ),
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/ok', component: () => <p>fine</p> }),
    createRoute({ getParentRoute: () => root, path: '/boom', component: Boom }),
  ]);
  // No scroll restoration: jsdom has no scrollTo.
  const router = createRouter({ ...CONSOLE_ROUTER_OPTIONS, scrollRestoration: false, routeTree, history: createMemoryHistory({ initialEntries: [href] }) });
  render(
    <UiProvider>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </UiProvider>,
  );
  return router;
}

describe('the console’s route error screen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the error state with Reload in place of a page that throws, keeping the frame, and logs the error', async () => {
    renderAt('/boom');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('heading', { level: 2, name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Frame' })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong!/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('shows it when the frame itself throws', async () => {
    renderAt('/ok', { rootThrows: true });
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong!/)).not.toBeInTheDocument();
  });

  it('leaves a page that renders alone', async () => {
    renderAt('/ok');
    expect(await screen.findByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
