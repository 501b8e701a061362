import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { TOGGLE_UI_EVENT } from '@soc/events';
import { holdEarlyEvents } from '@soc/events/early';
import { renderWithProviders, setupMockServer } from '@soc/testing';
import ConsoleOverlaysContent from './console-overlays-content.tsx';
import { CONSOLE_ROUTER_OPTIONS } from './router-options.ts';

setupMockServer();

const openPanel = (search_type: number, params: object) =>
  window.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'toggleDrawer', search_type, params } }));

/** The overlays' chunk as the console mounts it once loaded: under the router, handing over the held events when it listens. */
function renderOverlays(onReady: () => void) {
  const root = createRootRoute({ component: () => <ConsoleOverlaysContent onReady={onReady} /> });
  // jsdom has no scrolling to restore.
  const router = createRouter({ ...CONSOLE_ROUTER_OPTIONS, scrollRestoration: false, routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => localStorage.clear());

describe('ConsoleOverlaysContent', () => {
  it('records as a recent panel one opened before the overlays loaded, when the held event is replayed', async () => {
    const held = holdEarlyEvents();
    openPanel(5, { domain: 'example.com' });
    renderOverlays(held.release);
    expect(await screen.findByRole('dialog', { name: 'Domain profile' })).toBeInTheDocument();
    expect(localStorage.getItem('recentPanels')).toContain('example.com');
  });

  it('records a panel opened once they listen', async () => {
    const listening = vi.fn();
    renderOverlays(listening);
    await waitFor(() => expect(listening).toHaveBeenCalled());
    act(() => openPanel(6, { ip: '8.8.8.8' }));
    expect(await screen.findByRole('dialog', { name: 'IP address profile' })).toBeInTheDocument();
    expect(localStorage.getItem('recentPanels')).toContain('8.8.8.8');
  });
});
