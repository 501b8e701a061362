import { dispatchToggleUIEvent } from '@soc/events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestServer } from '../../testing/server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { DetailDrawerContainer } from './detail-drawer-container.tsx';

setupTestServer();
vi.setConfig({ testTimeout: 20_000 });
const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('DetailDrawerContainer', () => {
  it('opens through toggleUICEvent with the title of the object type, its identifier and the panel', async () => {
    renderWithProviders(<DetailDrawerContainer />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 3, params: { sha1: SHA1 } }));
    const drawer = await screen.findByRole('dialog', { name: 'File profile' });
    expect(drawer).toHaveTextContent(SHA1);
    // The first open loads the file panel's lazy chunk.
    expect(await within(drawer).findByText('Invoice_NT-2026-11-0487.xlsm', {}, { timeout: 15_000 })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Copy link to this panel' })).toBeVisible();
  });

  it('closes with the close button and with Esc', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DetailDrawerContainer />);
    act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 5, params: { domain: 'example.com' } }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(window.location.search).toBe(''));

    act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 5, params: { domain: 'example.com' } }));
    await waitFor(() => expect(window.location.search).toBe('?panel=5:domain:example.com'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('says honestly when an object type has no panel in this version', async () => {
    renderWithProviders(<DetailDrawerContainer />);
    act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 9, params: { containerId: 'c-1' } }));
    const drawer = await screen.findByRole('dialog', { name: 'Container profile' });
    expect(within(drawer).getByRole('heading', { name: 'The profile of this object type is not available in this console version yet.' })).toBeVisible();
  });
});
