import { dispatchToggleUIEvent, TOGGLE_UI_EVENT, type ToggleDrawerDetail } from '@soc/events';
import { act } from '@testing-library/react';
import { renderHookWithProviders } from '@soc/testing';
import { PANEL_TRAIL_MAX } from '../model/panel-param.ts';
import { PIVOT_HISTORY_KEY, useDetailDrawer } from './use-detail-drawer.ts';

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

  it('opens no IP panel for a private address, from an event or the address, and leaves an open panel as it was (spec 001 §5)', () => {
    window.history.replaceState(null, '', '/app/search/x?panel=6:ip:192.168.1.1');
    const { result, log } = setup();
    expect(result.current.state).toEqual({ open: false });
    open({ search_type: 6, params: { ip: '10.1.2.3' } });
    expect(result.current.state).toEqual({ open: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('private addresses'), '10.1.2.3');
    open({ search_type: 3, params: { sha1: SHA1 } });
    act(() => result.current.setTab('sandbox'));
    const shown = result.current.state;
    open({ search_type: 6, params: { ip: '172.16.0.1' } });
    expect(result.current.state).toBe(shown);
    expect(result.current.tab).toBe('sandbox');
    expect(window.location.search).toBe(`?panel=3:sha1:${SHA1}~tab:sandbox`);
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

  it('returns focus to the element that had it when the panel opened, from inside the drawer', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const { result } = setup();
    open({ search_type: 3, params: { sha1: SHA1 } });
    const drawer = document.createElement('div');
    drawer.setAttribute('role', 'dialog');
    drawer.append(document.createElement('button'));
    document.body.append(drawer);
    drawer.querySelector('button')?.focus();
    act(() => result.current.close());
    expect(document.activeElement).toBe(button);
    button.remove();
    drawer.remove();
  });

  it('leaves the focus where the user works on the page when the drawer closes (not modal: an Escape on the page)', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const { result } = setup();
    open({ search_type: 3, params: { sha1: SHA1 } });
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    act(() => result.current.close());
    expect(document.activeElement).toBe(other);
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

    it('follows another panel an address carries (Back, Forward, a link naming a panel), and puts its own back where a navigation carried none', () => {
      const { result, navigate } = setupWithRouter();
      open({ search_type: 5, params: { domain: 'example.com' } });
      navigate('/app/dashboard?panel=5:domain:other.example');
      expect(window.location.search).toBe('?panel=5:domain:other.example');
      expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: 'other.example' } });
      navigate('/app/search/x?q=1');
      expect(window.location.search).toBe('?q=1&panel=5:domain:other.example');
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

    it('closes on Back to an entry without a panel, which the router renders before the popstate listener runs (as in the browser), and keeps that entry as it was', () => {
      let traversal = false;
      let t = 1000;
      const view = renderHookWithProviders(
        (addressKey: string) => useDetailDrawer({ log: vi.fn(), now: () => ++t, addressKey, movedThroughHistory: () => traversal }),
        { initialProps: '/app/search/x?q=1' },
      );
      window.history.replaceState(null, '', '/app/search/x?q=1');
      window.history.pushState(null, '', '/app/dashboard');
      view.rerender('/app/dashboard');
      open({ search_type: 5, params: { domain: 'example.com' } });
      expect(window.location.search).toBe('?panel=5:domain:example.com');
      // A link to the earlier page keeps the panel (the router built it without `panel`)…
      window.history.pushState(null, '', '/app/search/x?q=1');
      view.rerender('/app/search/x?q=1#link');
      expect(window.location.search).toBe('?q=1&panel=5:domain:example.com');
      // …a Back to an entry without one closes it: the router's render lands first, then popstate.
      traversal = true;
      window.history.replaceState(null, '', '/app/search/x?q=1');
      const replace = vi.spyOn(window.history, 'replaceState');
      view.rerender('/app/search/x?q=1');
      expect(view.result.current.state.open).toBe(false);
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

  describe('the panel history (pivots, issue 13)', () => {
    const URL_PANEL = '4:url:https://a.example/x';
    /** Waits for the popstate a history.back() queues (jsdom traverses asynchronously). */
    const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

    it('opens a profile from the open panel, keeping it (and its tab) before the new one, in a new history entry', () => {
      const { result } = setup();
      open({ search_type: 4, width: 450, params: { url: 'https://a.example/x' } });
      act(() => result.current.setTab('activity'));
      const entries = window.history.length;
      act(() => result.current.openProfile({ searchType: 6, params: { ip: '203.0.113.45' } }));
      expect(result.current.state).toMatchObject({ open: true, searchType: 6, params: { ip: '203.0.113.45' }, width: 450 });
      expect(result.current.tab).toBeUndefined();
      expect(result.current.previous).toEqual([{ searchType: 4, params: { url: 'https://a.example/x' }, tab: 'activity' }]);
      expect(window.location.search).toBe(`?q=1&panel=${URL_PANEL}~tab:activity!6:ip:203.0.113.45`);
      expect(window.history.length).toBe(entries + 1);
      expect(window.history.state).toMatchObject({ [PIVOT_HISTORY_KEY]: 1 });
      expect(result.current.link).toContain(`panel=${URL_PANEL}~tab:activity!6:ip:203.0.113.45`);
    });

    it('goes back through the browser history from an entry a pivot pushed: Back and the browser Back agree', async () => {
      const { result } = setup();
      open({ search_type: 4, params: { url: 'https://a.example/x' } });
      act(() => result.current.openProfile({ searchType: 5, params: { domain: 'example-billing.net' } }));
      act(() => result.current.openProfile({ searchType: 6, params: { ip: '203.0.113.45' } }));
      expect(result.current.previous).toHaveLength(2);
      const back = vi.spyOn(window.history, 'back');

      const first = popped();
      act(() => result.current.back());
      await act(() => first);
      expect(back).toHaveBeenCalledTimes(1);
      expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: 'example-billing.net' } });
      expect(result.current.previous).toEqual([{ searchType: 4, params: { url: 'https://a.example/x' } }]);
      expect(window.location.search).toBe(`?q=1&panel=${URL_PANEL}!5:domain:example-billing.net`);

      // The browser's own Back (popstate) does the same.
      const second = popped();
      act(() => window.history.back());
      await act(() => second);
      expect(result.current.state).toMatchObject({ open: true, searchType: 4 });
      expect(result.current.previous).toEqual([]);
      expect(window.location.search).toBe(`?q=1&panel=${URL_PANEL}`);

      // And Forward returns to the pivot.
      const third = popped();
      act(() => window.history.forward());
      await act(() => third);
      expect(result.current.state).toMatchObject({ open: true, searchType: 5 });
      expect(result.current.previous).toHaveLength(1);
      back.mockRestore();
    });

    it('restores the history from the address on reload, and Back then replaces the address in place', () => {
      window.history.replaceState(null, '', `/app/search/x?panel=${URL_PANEL}~tab:activity!6:ip:203.0.113.45`);
      const { result } = setup();
      expect(result.current.state).toMatchObject({ open: true, searchType: 6, params: { ip: '203.0.113.45' } });
      expect(result.current.previous).toEqual([{ searchType: 4, params: { url: 'https://a.example/x' }, tab: 'activity' }]);
      // A shared link: no entry before this one holds the URL panel, so Back must not leave the page.
      const back = vi.spyOn(window.history, 'back');
      const entries = window.history.length;
      act(() => result.current.back());
      expect(back).not.toHaveBeenCalled();
      expect(result.current.state).toMatchObject({ open: true, searchType: 4, params: { url: 'https://a.example/x' } });
      expect(result.current.tab).toBe('activity');
      expect(result.current.previous).toEqual([]);
      expect(window.location.search).toBe(`?panel=${URL_PANEL}~tab:activity`);
      expect(window.history.length).toBe(entries);
      back.mockRestore();
    });

    it('ignores a malformed history in the address, still opening the panel', () => {
      window.history.replaceState(null, '', '/app/search/x?panel=99:x!!6:ip:203.0.113.45');
      const { result } = setup();
      expect(result.current.state).toMatchObject({ open: true, searchType: 6 });
      expect(result.current.previous).toEqual([]);
    });

    it('starts a fresh history on a toggleDrawer event from the page, and forgets it on close', () => {
      const { result } = setup();
      open({ search_type: 4, params: { url: 'https://a.example/x' } });
      act(() => result.current.openProfile({ searchType: 6, params: { ip: '203.0.113.45' } }));
      open({ search_type: 3, params: { sha1: SHA1 } });
      expect(result.current.previous).toEqual([]);
      expect(window.location.search).toBe(`?q=1&panel=3:sha1:${SHA1}`);
      act(() => result.current.openProfile({ searchType: 6, params: { ip: '203.0.113.45' } }));
      act(() => result.current.close());
      expect(result.current.previous).toEqual([]);
      expect(window.location.search).toBe('?q=1');
    });

    it(`keeps the ${PANEL_TRAIL_MAX} nearest panels`, () => {
      const { result } = setup({ syncUrl: false });
      open({ search_type: 5, params: { domain: 'd0.example' } });
      for (let i = 1; i <= PANEL_TRAIL_MAX + 3; i++) act(() => result.current.openProfile({ searchType: 5, params: { domain: `d${i}.example` } }));
      expect(result.current.previous).toHaveLength(PANEL_TRAIL_MAX);
      expect(result.current.previous[0]).toEqual({ searchType: 5, params: { domain: 'd3.example' } });
      // Without the address, Back pops in place.
      act(() => result.current.back());
      expect(result.current.state).toMatchObject({ params: { domain: `d${PANEL_TRAIL_MAX + 2}.example` } });
    });

    it('does nothing on a pivot to a private address (spec 001 §5)', () => {
      const { result } = setup();
      open({ search_type: 4, params: { url: 'https://a.example/x' } });
      const shown = result.current.state;
      const entries = window.history.length;
      act(() => result.current.openProfile({ searchType: 6, params: { ip: '192.168.0.10' } }));
      expect(result.current.state).toBe(shown);
      expect(result.current.previous).toEqual([]);
      expect(window.location.search).toBe(`?q=1&panel=${URL_PANEL}`);
      expect(window.history.length).toBe(entries);
    });

    describe('a private address in the trail (spec 001 §5: its IP panel is not offered)', () => {
      const DOMAIN = '5:domain:a.example~tab:basic';

      it('leaves it out of the history, so Back stays on the panels left instead of closing the drawer', () => {
        window.history.replaceState(null, '', `/app/search/x?panel=${DOMAIN}!6:ip:10.0.0.5!6:ip:203.0.113.45`);
        const { result, log } = setup();
        expect(result.current.state).toMatchObject({ open: true, searchType: 6, params: { ip: '203.0.113.45' } });
        expect(result.current.previous).toEqual([{ searchType: 5, params: { domain: 'a.example' }, tab: 'basic' }]);
        expect(window.location.search).toBe(`?panel=${DOMAIN}!6:ip:203.0.113.45`);
        expect(log).toHaveBeenCalledTimes(1);
        expect(log).toHaveBeenCalledWith(expect.stringContaining('not offered for private addresses'), ['10.0.0.5']);
        act(() => result.current.back());
        expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: 'a.example' } });
        expect(result.current.tab).toBe('basic');
        expect(result.current.previous).toEqual([]);
      });

      it('opens the nearest panel left when the open one is a private address', () => {
        window.history.replaceState(null, '', `/app/search/x?panel=${DOMAIN}!6:ip:192.168.0.1`);
        const { result } = setup();
        expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: 'a.example' } });
        expect(result.current.tab).toBe('basic');
        expect(result.current.previous).toEqual([]);
        expect(window.location.search).toBe(`?panel=${DOMAIN}`);
      });

      it('opens nothing from an address of private addresses only, logging the refusal once', () => {
        window.history.replaceState(null, '', '/app/search/x?panel=6:ip:10.0.0.5!6:ip:172.16.0.1');
        const { result, log } = setup();
        expect(result.current.state).toEqual({ open: false });
        expect(log).toHaveBeenCalledTimes(1);
        expect(log).toHaveBeenCalledWith(expect.stringContaining('not offered for private addresses'), ['10.0.0.5', '172.16.0.1']);
      });

      it('leaves it out of a history reached by Back or Forward (popstate)', () => {
        const { result } = setup();
        act(() => {
          window.history.pushState(null, '', `/app/search/x?panel=6:ip:10.0.0.5!${DOMAIN}`);
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        expect(result.current.state).toMatchObject({ open: true, searchType: 5 });
        expect(result.current.previous).toEqual([]);
        act(() => result.current.back());
        expect(result.current.state).toMatchObject({ open: true, searchType: 5 });
      });
    });

    it('does nothing without a previous panel or an open drawer', () => {
      const { result } = setup();
      act(() => result.current.back());
      act(() => result.current.openProfile({ searchType: 6, params: { ip: '203.0.113.45' } }));
      expect(result.current.state).toEqual({ open: false });
      open({ search_type: 5, params: { domain: 'example.com' } });
      const before = result.current.state;
      act(() => result.current.back());
      expect(result.current.state).toBe(before);
    });
  });

  describe('an identifier with a lone surrogate (a server value can hold one: audit unicode U1)', () => {
    const LONE = 'ops\uD800desk.example';
    const SHOWN = 'ops%EF%BF%BDdesk.example';

    it('opens the panel from an event without throwing: the address and the copy-link carry U+FFFD', () => {
      const { result } = setup();
      expect(() => open({ search_type: 5, params: { domain: LONE } })).not.toThrow();
      expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: LONE } });
      expect(window.location.search).toBe(`?q=1&panel=5:domain:${SHOWN}`);
      expect(result.current.link).toBe(`http://localhost:3000/app/search/x?q=1&panel=5:domain:${SHOWN}`);
    });

    it('opens it as a profile from the open panel (pushState) without throwing', () => {
      const { result } = setup();
      open({ search_type: 4, params: { url: 'https://a.example/x' } });
      expect(() => act(() => result.current.openProfile({ searchType: 5, params: { domain: LONE } }))).not.toThrow();
      expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: LONE } });
      expect(window.location.search).toBe(`?q=1&panel=4:url:https://a.example/x!5:domain:${SHOWN}`);
      expect(result.current.link).toContain(`!5:domain:${SHOWN}`);
    });

    it('keeps showing the object itself when the host router reports the address it wrote, or navigates', () => {
      let t = 1000;
      const { result, rerender } = renderHookWithProviders((addressKey: string) => useDetailDrawer({ log: vi.fn(), now: () => ++t, addressKey }), {
        initialProps: '/app/search/x?q=1',
      });
      open({ search_type: 5, params: { domain: LONE } });
      const replace = vi.spyOn(window.history, 'replaceState');
      // TanStack Router sees the replaceState and renders with its new href: the address names U+FFFD, not
      // the object on show, yet it is the address of that panel, not a link to another one.
      rerender(`/app/search/x?q=1&panel=5:domain:${SHOWN}`);
      expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: LONE } });
      expect(replace).not.toHaveBeenCalled();
      // A navigation that drops the parameter: put back once, the panel unchanged.
      window.history.pushState({ __TSR_key: 'k2', __TSR_index: 1 }, '', '/app/dashboard');
      rerender('/app/dashboard');
      expect(window.location.search).toBe(`?panel=5:domain:${SHOWN}`);
      expect(replace).toHaveBeenCalledTimes(1);
      rerender(`/app/dashboard?panel=5:domain:${SHOWN}`);
      expect(replace).toHaveBeenCalledTimes(1);
      expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: LONE } });
      replace.mockRestore();
    });

    it('keeps showing the object on a popstate back to its own entry (a hash link on the page)', () => {
      const { result } = setup();
      open({ search_type: 5, params: { domain: LONE } });
      window.history.pushState(null, '', `${window.location.pathname}${window.location.search}#section`);
      act(() => {
        window.history.back();
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(result.current.state).toMatchObject({ open: true, searchType: 5, params: { domain: LONE } });
    });
  });
});
