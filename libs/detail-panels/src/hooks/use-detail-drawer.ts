// The drawer's behaviour (spec 001 §2.1, §9; contract §7): opened and closed by `toggleDrawer`
// events, foundation editions open host (2) as host pro (8), the open panel mirrored in the address.
import { useToggleUIEvent, type ToggleDrawerDetail } from '@soc/events';
import { useAccess } from '@soc/rbac';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { reduceToggleDrawer, type DrawerContext, type DrawerState } from '../model/drawer.ts';
import {
  decodePanelParam,
  encodePanelParam,
  panelHref,
  readPanelParam,
  withPanelParam,
  type PanelLocation,
} from '../model/panel-param.ts';

export interface UseDetailDrawerOptions {
  /** Mirror the open panel in `?panel=` and reopen it from there (default true). */
  syncUrl?: boolean;
  /** Where invalid events are reported (default `console.warn`). */
  log?: (message: string, detail: unknown) => void;
  /** Clock for `openedAt` (default `Date.now`). */
  now?: () => number;
  /**
   * The host router's current address, e.g. TanStack Router's `location.href` (any string that changes
   * when the router moves to another address). A router builds the address of a navigation from its own
   * state, without `panel`, while the drawer stays open; when this key changes, the open panel's
   * `?panel=` is put back (replaceState, history.state kept) if the new address lacks it or names
   * another panel, so a reload there still reopens the panel. It writes only then, so the router seeing
   * the write (the key changes once more) finds nothing to do: no loop. Without it the hook knows of no
   * router and only writes when the panel changes.
   */
  addressKey?: string;
}

export interface DetailDrawerController {
  state: DrawerState;
  /** The open panel's tab, as the address carries it. */
  tab: string | undefined;
  setTab: (tab: string) => void;
  close: () => void;
  /** The shareable address of the open panel (absolute), when one is open and the address is mirrored. */
  link: string | undefined;
}

interface Current {
  drawer: DrawerState;
  tab: string | undefined;
}

const CLOSED: Current = { drawer: { open: false }, tab: undefined };

const defaultLog = (message: string, detail: unknown) => console.warn(message, detail);

function locationOf({ drawer, tab }: Current): PanelLocation | undefined {
  if (!drawer.open) return undefined;
  return { searchType: drawer.searchType, params: drawer.params, ...(tab ? { tab } : {}) } as PanelLocation;
}

/** The same event a page script would send, rebuilt from the address. */
function detailOf(location: PanelLocation): ToggleDrawerDetail {
  return { type: 'toggleDrawer', search_type: location.searchType, params: location.params } as ToggleDrawerDetail;
}

/**
 * Puts `value` in the address's `panel` parameter (removes it when undefined), only when it is not
 * already there. replaceState with the current history.state: no history entry, and the host router's
 * own state (its keys, its index) untouched.
 */
function writePanelParam(value: string | undefined): void {
  const { search, pathname, hash } = window.location;
  if ((readPanelParam(search) ?? undefined) === value) return;
  window.history.replaceState(window.history.state, '', `${pathname}${withPanelParam(search, value)}${hash}`);
}

function focusable(element: Element | null): HTMLElement | null {
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/**
 * Subscribes to `toggleUICEvent` kind `toggleDrawer` and returns the drawer's state and actions.
 * Focus returns to the element that had it when the panel opened.
 */
export function useDetailDrawer(options: UseDetailDrawerOptions = {}): DetailDrawerController {
  const { syncUrl = true, log = defaultLog, now = Date.now, addressKey } = options;
  const { isFoundation } = useAccess();
  const ctx: DrawerContext = useMemo(() => ({ isFoundation, log, now }), [isFoundation, log, now]);

  const returnFocus = useRef<HTMLElement | null>(null);
  const [current, setCurrent] = useState<Current>(() => {
    if (!syncUrl || typeof window === 'undefined') return CLOSED;
    const location = decodePanelParam(readPanelParam(window.location.search));
    if (!location) return CLOSED;
    return { drawer: reduceToggleDrawer({ open: false }, detailOf(location), ctx), tab: location.tab };
  });
  const latest = useRef(current);
  latest.current = current;

  const apply = useCallback((next: Current) => {
    const wasOpen = latest.current.drawer.open;
    if (next.drawer.open && !wasOpen) returnFocus.current = focusable(document.activeElement);
    latest.current = next;
    setCurrent(next);
  }, []);

  useToggleUIEvent('toggleDrawer', (detail) => {
    const drawer = reduceToggleDrawer(latest.current.drawer, detail, ctx);
    if (drawer === latest.current.drawer) return;
    // A new open starts on the panel's default tab, except where the event names one (8, 11).
    const eventTab = drawer.open && 'tab' in drawer.params && drawer.params.tab != null ? String(drawer.params.tab) : undefined;
    apply({ drawer, tab: eventTab });
  });

  const close = useCallback(() => apply(CLOSED), [apply]);
  const setTab = useCallback((tab: string) => apply({ ...latest.current, tab }), [apply]);

  // Focus goes back where it was when the panel closes (the drawer is not modal, so nothing else does it).
  const open = current.drawer.open;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    }
    wasOpen.current = open;
  }, [open]);

  // The address follows the panel (replaceState: no history entry of its own).
  const encoded = useMemo(() => {
    const location = locationOf(current);
    return location ? encodePanelParam(location) : undefined;
  }, [current]);
  useEffect(() => {
    if (syncUrl) writePanelParam(encoded);
  }, [encoded, syncUrl]);

  // The host router moved (addressKey): its address was built without our parameter. Put the open
  // panel's back; a closed drawer leaves the router's address alone. Read from `latest`, which a
  // back/forward (popstate) has already updated even if the router's render lands first.
  const lastAddressKey = useRef(addressKey);
  useEffect(() => {
    if (lastAddressKey.current === addressKey) return;
    lastAddressKey.current = addressKey;
    if (!syncUrl || !latest.current.drawer.open) return;
    const location = locationOf(latest.current);
    writePanelParam(location ? encodePanelParam(location) : undefined);
  }, [addressKey, syncUrl]);

  // Back / forward to an address with another (or no) panel.
  useEffect(() => {
    if (!syncUrl) return undefined;
    const onPopState = () => {
      const value = readPanelParam(window.location.search);
      const location = decodePanelParam(value);
      const shown = locationOf(latest.current);
      if (location && shown && encodePanelParam(shown) === value) return;
      if (location) apply({ drawer: reduceToggleDrawer(latest.current.drawer, detailOf(location), ctx), tab: location.tab });
      else if (latest.current.drawer.open) apply(CLOSED);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [apply, ctx, syncUrl]);

  const link = syncUrl && encoded !== undefined && typeof window !== 'undefined' ? panelHref(window.location, encoded) : undefined;
  return { state: current.drawer, tab: current.tab, setTab, close, link };
}
