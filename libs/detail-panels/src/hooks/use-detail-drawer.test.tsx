import { dispatchToggleUIEvent, TOGGLE_UI_EVENT, type ToggleDrawerDetail } from '@soc/events';
import { act } from '@testing-library/react';
import { renderHookWithProviders } from '@soc/testing';
import { useDetailDrawer } from './use-detail-drawer.ts';

const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';
const open = (detail: Omit<ToggleDrawerDetail, 'type'>) => act(() => dispatchToggleUIEvent({ type: 'toggleDrawer', ...detail } as ToggleDrawerDetail));

function setup(options: Parameters<typeof useDetailDrawer>[0] = {}, personaPatch = { isFoundation: false }) {
  let t = 1000;
  const log = vi.fn();
  const view = renderHookWithProviders(() => useDetailDrawer({ log, now: () => ++t, ...options }), { personaPatch });
  return { ...view, log };
}

beforeEach(() => window.history.replaceState(null, '', '/app/search/x?q=1'));

describe('useDetailDrawer', () => {
  it('opens the panel of a toggleDrawer event with the global width, and closes', () => {
    const { result } = setup();
    expect(result.current.state).toEqual({ open: false });
    open({ search_type: 3, params: { sha1: SHA1 } });
    expect(result.current.state).toMatchObject({ open: true, searchType: 3, params: { sha1: SHA1 }, width: 504 });
    act(() => result.current.close());
    expect(result.current.state).toEqual({ open: false });
  });

  it('closes on visible: false and ignores other event kinds', () => {
    const { result } = setup();
    open({ search_type: 5, params: { domain: 'example.com' } });
    act(() => dispatchToggleUIEvent({ type: 'toggleModal', url: '/x' }));
    expect(result.current.state.open).toBe(true);
    open({ search_type: 5, visible: false, params: { domain: 'example.com' } });
    expect(result.current.state.open).toBe(false);
  });

  it('stays closed and logs an invalid search type', () => {
    const { result, log } = setup();
    act(() => {
      window.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'toggleDrawer', search_type: 14, params: {} } }));
    });
    expect(result.current.state).toEqual({ open: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('1–13'), 14);
  });

  it('opens host (2) as host pro (8) for foundation editions', () => {
    const { result } = setup({}, { isFoundation: true });
    open({ search_type: 2, params: { computerId: 'c-1' } });
    expect(result.current.state).toMatchObject({ open: true, searchType: 8, params: { id: 'c-1' } });
  });

  it('rebuilds on every open: a new openedAt and the default tab', () => {
    const { result } = setup();
    open({ search_type: 3, params: { sha1: SHA1 } });
    act(() => result.current.setTab('sandbox'));
    const first = result.current.state;
    open({ search_type: 3, params: { sha1: SHA1 } });
    expect(result.current.state.open && first.open && result.current.state.openedAt > first.openedAt).toBe(true);
    expect(result.current.tab).toBeUndefined();
  });

  it('mirrors the open panel and its tab in ?panel=, keeping the other parameters', () => {
    const { result } = setup();
    open({ search_type: 3, params: { sha1: SHA1 } });
    expect(window.location.search).toBe(`?q=1&panel=3:sha1:${SHA1}`);
    act(() => result.current.setTab('sandbox'));
    expect(window.location.search).toBe(`?q=1&panel=3:sha1:${SHA1}~tab:sandbox`);
    expect(result.current.link).toBe(`http://localhost:3000/app/search/x?q=1&panel=3:sha1:${SHA1}~tab:sandbox`);
    act(() => result.current.close());
    expect(window.location.search).toBe('?q=1');
    expect(result.current.link).toBeUndefined();
  });

  it('reopens the panel from the address on load, and not when asked not to', () => {
    window.history.replaceState(null, '', `/app/search/x?panel=3:sha1:${SHA1}~tab:threatIntel`);
    const { result } = setup();
    expect(result.current.state).toMatchObject({ open: true, searchType: 3, params: { sha1: SHA1 } });
    expect(result.current.tab).toBe('threatIntel');
    const off = setup({ syncUrl: false });
    expect(off.result.current.state).toEqual({ open: false });
  });

  it('ignores a malformed address', () => {
    window.history.replaceState(null, '', '/app/search/x?panel=99:nope');
    const { result } = setup();
    expect(result.current.state).toEqual({ open: false });
  });

  it('follows back and forward (popstate)', () => {
    const { result } = setup();
    act(() => {
      window.history.pushState(null, '', '/app/search/x?panel=5:domain:example.com');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: 'example.com' } });
    act(() => {
      window.history.pushState(null, '', '/app/search/x');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.state.open).toBe(false);
  });

  it('returns focus to the element that had it when the panel opened', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const { result } = setup();
    open({ search_type: 3, params: { sha1: SHA1 } });
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    act(() => result.current.close());
    expect(document.activeElement).toBe(button);
    button.remove();
    other.remove();
  });

  describe('a host router navigating while the panel is open (addressKey)', () => {
    /** The hook as the app mounts it: the router's href passed as addressKey. */
    function setupWithRouter() {
      let t = 1000;
      const view = renderHookWithProviders((addressKey: string) => useDetailDrawer({ log: vi.fn(), now: () => ++t, addressKey }), {
        initialProps: '/app/search/x?q=1',
      });
      /** What the router does: pushState an address it built without `panel`, then re-render with its new href. */
      const navigate = (href: string, state: unknown = { __TSR_key: href, __TSR_index: 1 }) => {
        window.history.pushState(state, '', href);
        view.rerender(href);
      };
      return { ...view, navigate };
    }
    const PANEL = `panel=3:sha1:${SHA1}~tab:sandbox`;
    afterEach(() => vi.restoreAllMocks());

    it('puts ?panel= back after the navigation, keeping the new page, its parameters and history.state', () => {
      const { result, navigate } = setupWithRouter();
      open({ search_type: 3, params: { sha1: SHA1 } });
      act(() => result.current.setTab('sandbox'));
      const entries = window.history.length;
      navigate('/app/endpoint/inventory?sort=name#top', { __TSR_key: 'k2', __TSR_index: 1 });
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(`/app/endpoint/inventory?sort=name&${PANEL}#top`);
      expect(window.history.state).toEqual({ __TSR_key: 'k2', __TSR_index: 1 });
      // Replaced, not pushed: Back still goes to the page before.
      expect(window.history.length).toBe(entries + 1);
      expect(result.current.state).toMatchObject({ open: true, searchType: 3 });
      expect(result.current.link).toBe(`http://localhost:3000/app/endpoint/inventory?sort=name&${PANEL}#top`);
    });

    it('writes once: the router seeing the write (a new href with the panel) or an unchanged href leads to no further write', () => {
      const { result, rerender, navigate } = setupWithRouter();
      open({ search_type: 3, params: { sha1: SHA1 } });
      act(() => result.current.setTab('sandbox'));
      const replace = vi.spyOn(window.history, 'replaceState');
      navigate('/app/dashboard');
      expect(replace).toHaveBeenCalledTimes(1);
      // The router notices the replaceState and reports its href, now with the panel.
      rerender(`/app/dashboard?${PANEL}`);
      rerender(`/app/dashboard?${PANEL}`);
      expect(replace).toHaveBeenCalledTimes(1);
      expect(window.location.search).toBe(`?${PANEL}`);
    });

    it('replaces another panel value a navigation carried with the open one', () => {
      const { navigate } = setupWithRouter();
      open({ search_type: 5, params: { domain: 'example.com' } });
      navigate('/app/dashboard?panel=5:domain:stale.example');
      expect(window.location.search).toBe('?panel=5:domain:example.com');
    });

    it('leaves the address alone while the drawer is closed', () => {
      const { result, navigate } = setupWithRouter();
      open({ search_type: 5, params: { domain: 'example.com' } });
      act(() => result.current.close());
      const replace = vi.spyOn(window.history, 'replaceState');
      navigate('/app/dashboard?tab=2');
      navigate('/app/dashboard?tab=3&panel=kept-for-someone-else');
      expect(replace).not.toHaveBeenCalled();
      expect(window.location.search).toBe('?tab=3&panel=kept-for-someone-else');
    });

    it('does not fight back and forward: the panel of the address it returns to wins', () => {
      const { result, navigate } = setupWithRouter();
      open({ search_type: 5, params: { domain: 'example.com' } });
      navigate('/app/dashboard');
      expect(window.location.search).toBe('?panel=5:domain:example.com');
      // Back to an entry without a panel: popstate closes the drawer, then the router re-renders.
      act(() => {
        window.history.pushState(null, '', '/app/search/x?q=1');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const replace = vi.spyOn(window.history, 'replaceState');
      navigate('/app/search/x?q=1');
      expect(result.current.state.open).toBe(false);
      expect(window.location.search).toBe('?q=1');
      expect(replace).not.toHaveBeenCalled();
    });

    it('does nothing with an addressKey when the address is not mirrored', () => {
      let t = 1000;
      const { rerender } = renderHookWithProviders((addressKey: string) => useDetailDrawer({ syncUrl: false, now: () => ++t, addressKey }), { initialProps: 'a' });
      open({ search_type: 5, params: { domain: 'example.com' } });
      window.history.pushState(null, '', '/app/dashboard');
      rerender('b');
      expect(window.location.search).toBe('');
    });
  });
});
