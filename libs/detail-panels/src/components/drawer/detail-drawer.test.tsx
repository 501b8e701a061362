import { dispatchToggleUIEvent, TOGGLE_UI_EVENT, type SearchType } from '@soc/events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { findFocusedOverlay, renderWithProviders, setupMockServer } from '@soc/testing';
import { DetailDrawerContainer } from './detail-drawer-container.tsx';
import { PANEL_REGISTRY } from '../panel-registry/panel-registry.tsx';

setupMockServer();
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
    await findFocusedOverlay('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('leaves an Escape pressed in a field of the page to that field, and closes on one pressed inside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <input aria-label="Search" />
        <DetailDrawerContainer />
      </>,
    );
    act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 5, params: { domain: 'example.com' } }));
    await findFocusedOverlay('dialog');
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.location.search).toBe('?panel=5:domain:example.com');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Close panel' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('is not modal beside the page', async () => {
    renderWithProviders(<DetailDrawerContainer syncUrl={false} />);
    act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 5, params: { domain: 'example.com' } }));
    expect(await findFocusedOverlay('dialog')).not.toHaveAttribute('aria-modal', 'true');
  });

  it('is modal where it covers the whole window (a phone): the focus cannot walk on under it', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    renderWithProviders(<DetailDrawerContainer syncUrl={false} />);
    act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 5, params: { domain: 'example.com' } }));
    expect(await findFocusedOverlay('dialog')).toHaveAttribute('aria-modal', 'true');
    vi.restoreAllMocks();
  });

  it('turns modal when the window narrows to its width while it is open, and back when it widens', async () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1400);
    renderWithProviders(<DetailDrawerContainer syncUrl={false} />);
    act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 5, params: { domain: 'example.com' } }));
    const drawer = await findFocusedOverlay('dialog');
    expect(drawer).not.toHaveAttribute('aria-modal', 'true');
    width.mockReturnValue(390);
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true'));
    width.mockReturnValue(1400);
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-modal', 'true'));
    vi.restoreAllMocks();
  });

  describe('hostile toggleDrawer events (contract §7): the console survives any page script', () => {
    const send = (detail: object) => act(() => void window.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'toggleDrawer', ...detail } })));

    it('opens a number id as its text', async () => {
      renderWithProviders(<DetailDrawerContainer syncUrl={false} />);
      send({ search_type: 7, params: { deviceId: 42 } });
      const drawer = await screen.findByRole('dialog', { name: 'Mobile device profile' });
      expect(drawer).toHaveTextContent('42');
      expect(await within(drawer).findByText('Device name', {}, { timeout: 15_000 })).toBeVisible();
    });

    it.each([
      ['no params', { search_type: 7 }],
      ['params: null', { search_type: 12, params: null }],
      ["params: 'x'", { search_type: 4, params: 'x' }],
      ['params: [1]', { search_type: 1, params: [1] }],
      ['an object id', { search_type: 9, params: { containerId: { toString: 1 } } }],
    ])('shows no data for %s, as for an empty id', async (_name, detail) => {
      renderWithProviders(<DetailDrawerContainer syncUrl={false} />);
      send(detail);
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByRole('heading', { name: 'No data' }, { timeout: 15_000 })).toBeVisible();
    });
  });

  it('has a panel for every search_type 1–13: none says "not available" any more', () => {
    for (let searchType = 1; searchType <= 13; searchType++) expect(PANEL_REGISTRY[searchType as SearchType], `search_type ${searchType}`).toBeDefined();
  });

  describe('the banners slot (spec 001 §1, §4)', () => {
    /** Stands in for the app's banner carousel: a notice with state of its own (how many were closed). */
    function Notices() {
      const [closed, setClosed] = useState(0);
      return (
        <section aria-label="Panel notices">
          <div role="alert">Your Advanced trial ends in 12 days.</div>
          <button type="button" onClick={() => setClosed((n) => n + 1)}>
            Closed {closed}
          </button>
        </section>
      );
    }

    it('shows what the app puts in it at the top of the drawer body, above the panel', async () => {
      renderWithProviders(<DetailDrawerContainer syncUrl={false} banners={<Notices />} />);
      expect(screen.queryByRole('region', { name: 'Panel notices' })).toBeNull();
      act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 9, params: { containerId: 'c-1' } }));
      const drawer = await screen.findByRole('dialog', { name: 'Container profile' });
      const notices = within(drawer).getByRole('region', { name: 'Panel notices' });
      expect(within(notices).getByRole('alert')).toHaveTextContent('Your Advanced trial ends in 12 days.');
      // First in the drawer body, the panel after it; after the header.
      expect(notices.previousElementSibling).toBeNull();
      expect(notices.nextElementSibling, 'the panel follows the notices').not.toBeNull();
      expect(within(drawer).getByRole('heading', { name: 'Container profile' }).compareDocumentPosition(notices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('is not rebuilt with the panel: opening another panel keeps its state', async () => {
      const user = userEvent.setup();
      renderWithProviders(<DetailDrawerContainer syncUrl={false} banners={<Notices />} />);
      act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 9, params: { containerId: 'c-1' } }));
      const drawer = await screen.findByRole('dialog', { name: 'Container profile' });
      await user.click(within(drawer).getByRole('button', { name: 'Closed 0' }));
      act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 10, params: { arn: 'arn:aws:iam::1:role/x' } }));
      const next = await screen.findByRole('dialog', { name: 'Cloud identity profile' });
      expect(within(next).getByRole('button', { name: 'Closed 1' })).toBeVisible();
    });

    it('shows no banners region when the app gives none', async () => {
      renderWithProviders(<DetailDrawerContainer syncUrl={false} />);
      act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 9, params: { containerId: 'c-1' } }));
      const drawer = await screen.findByRole('dialog', { name: 'Container profile' });
      expect(within(drawer).queryByRole('region')).toBeNull();
    });
  });

  describe('pivots and the panel history (issue 13)', () => {
    const URL_ID = 'https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487';
    const panelValue = () => new URLSearchParams(window.location.search).get('panel');

    async function pivot(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement, value: string, action: string) {
      await user.click(await within(drawer).findByRole('button', { name: value }, { timeout: 15_000 }));
      const menu = await screen.findByRole('menu', { name: value });
      await user.click(within(menu).getByRole('menuitem', { name: action }));
    }

    it('opens a value\'s profile from a panel, and Back returns to the panel before', async () => {
      const user = userEvent.setup();
      renderWithProviders(<DetailDrawerContainer />);
      act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 4, params: { url: URL_ID } }));
      const urlPanel = await screen.findByRole('dialog', { name: 'URL profile' });
      expect(within(urlPanel).queryByRole('button', { name: /^Back to/ })).toBeNull();

      await pivot(user, urlPanel, '203.0.113.45', 'Open its profile');
      const ipPanel = await screen.findByRole('dialog', { name: 'IP address profile' });
      expect(ipPanel).toHaveTextContent('203.0.113.45');
      // Focus went with the old panel's menu button: it is now on the drawer, which names the new panel.
      await waitFor(() => expect(ipPanel).toHaveFocus());
      expect(panelValue()).toBe(`4:url:${URL_ID}!6:ip:203.0.113.45`);

      await user.click(within(ipPanel).getByRole('button', { name: `Back to ${URL_ID}` }));
      const back = await screen.findByRole('dialog', { name: 'URL profile' });
      await waitFor(() => expect(panelValue()).toBe(`4:url:${URL_ID}`));
      expect(within(back).queryByRole('button', { name: /^Back to/ })).toBeNull();
      expect(await within(back).findByRole('button', { name: '203.0.113.45' }, { timeout: 15_000 })).toBeVisible();
      await waitFor(() => expect(back).toHaveFocus());
    });

    it('runs the app\'s search for a value; without one the menu offers none', async () => {
      const user = userEvent.setup();
      const onSearch = vi.fn();
      const view = renderWithProviders(<DetailDrawerContainer syncUrl={false} onSearch={onSearch} />);
      act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 4, params: { url: URL_ID } }));
      const drawer = await screen.findByRole('dialog', { name: 'URL profile' });
      await pivot(user, drawer, 'example-billing.net', 'Search for it');
      expect(onSearch).toHaveBeenCalledWith('example-billing.net');
      view.unmount();

      renderWithProviders(<DetailDrawerContainer syncUrl={false} />);
      act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 4, params: { url: URL_ID } }));
      const plain = await screen.findByRole('dialog', { name: 'URL profile' });
      await user.click(await within(plain).findByRole('button', { name: 'example-billing.net' }, { timeout: 15_000 }));
      const menu = await findFocusedOverlay('menu', 'example-billing.net');
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy', 'Open its profile']);
      // Esc closes the menu only: the drawer stays, focus back on the value.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(screen.getByRole('dialog', { name: 'URL profile' })).toBeInTheDocument();
      await waitFor(() => expect(within(plain).getByRole('button', { name: 'example-billing.net' })).toHaveFocus());
    });
  });
});
