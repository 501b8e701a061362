// The drawer's behaviour (spec 001 §2.1, §9; contract §7): opened and closed by `toggleDrawer`
// events, foundation editions open host (2) as host pro (8), the open panel mirrored in the address.
// Beyond the specification (issue 13): a value's "Open its profile" opens another panel and keeps the
// ones before it; Back (the drawer's button or the browser's) returns to them, and the address
// carries them (`?panel=<previous>!<open>`) so a reload or a shared link restores the history.
import { useToggleUIEvent, type ToggleDrawerDetail } from '@soc/events';
import { useAccess } from '@soc/rbac';
import { wellFormed } from '@soc/util';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { offeredTrail, reduceToggleDrawer, type DrawerContext, type DrawerState } from '../model/drawer.ts';
import { returnFocusAfterClose } from '../model/focus-return.ts';
import {
  decodePanelTrail,
  encodePanelTrail,
  PANEL_TRAIL_MAX,
  panelHref,
  readPanelParam,
  withPanelParam,
  type PanelLocation,
  type PanelTrail,
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
  /**
   * Whether the router's latest move (the `addressKey` change) was a Back, Forward or Go through the
   * browser's history rather than a link: then the entry's own panel, or none, is what shows. Without
   * it every move counts as a link's.
   */
  movedThroughHistory?: () => boolean;
}

export interface DetailDrawerController {
  state: DrawerState;
  /** The open panel's tab, as the address carries it. */
  tab: string | undefined;
  setTab: (tab: string) => void;
  close: () => void;
  /** The shareable address of the open panel (absolute), when one is open and the address is mirrored. */
  link: string | undefined;
  /** The panels the open one was opened from, oldest first (at most PANEL_TRAIL_MAX). */
  previous: readonly PanelLocation[];
  /**
   * Opens another object's panel from the open one, keeping the open one (and its tab) in the history.
   * With the address mirrored, a history entry is added, so the browser's Back returns as well.
   */
  openProfile: (location: PanelLocation) => void;
  /** Returns to the previous panel (its tab as it was). Nothing when there is none. */
  back: () => void;
}

interface Current {
  drawer: DrawerState;
  tab: string | undefined;
  previous: readonly PanelLocation[];
}

const CLOSED: Current = { drawer: { open: false }, tab: undefined, previous: [] };

/**
 * Marks the history entries a pivot pushed, with the history's depth there. Back goes back through
 * the browser's history when the entry on show is one of them (the entry before holds the previous
 * panel); otherwise (a reload of a shared link, a router that replaced the entry) it replaces the
 * address in place.
 */
export const PIVOT_HISTORY_KEY = 'detailDrawerTrail';

const defaultLog = (message: string, detail: unknown) => console.warn(message, detail);

function locationOf({ drawer, tab }: Current): PanelLocation | undefined {
  if (!drawer.open) return undefined;
  return { searchType: drawer.searchType, params: drawer.params, ...(tab ? { tab } : {}) } as PanelLocation;
}

function trailOf(current: Current): PanelTrail | undefined {
  const location = locationOf(current);
  return location ? { current: location, previous: current.previous } : undefined;
}

/**
 * A trail's `panel` value as the address holds it once written: a lone surrogate (a server value can
 * hold one) is U+FFFD there. Read back, that address names the panel on show, not another one to follow.
 */
const addressValueOf = (trail: PanelTrail) => wellFormed(encodePanelTrail(trail));

/** The same event a page script would send, rebuilt from the address (or a pivot, keeping the drawer's width). */
function detailOf(location: PanelLocation, width?: number): ToggleDrawerDetail {
  return { type: 'toggleDrawer', search_type: location.searchType, params: location.params, ...(width ? { width } : {}) } as ToggleDrawerDetail;
}

/** The drawer showing `trail` (or closed when there is none). */
function currentOf(trail: PanelTrail | undefined, ctx: DrawerContext, width?: number): Current {
  if (!trail) return CLOSED;
  const drawer = reduceToggleDrawer({ open: false }, detailOf(trail.current, width), ctx);
  return drawer.open ? { drawer, tab: trail.current.tab, previous: trail.previous } : CLOSED;
}

/**
 * The trail the address names, as the drawer may show it (offeredTrail: no private address's IP panel).
 * Every read of the address goes through here: load, a router's move, Back and Forward.
 */
function addressTrail(ctx: DrawerContext): PanelTrail | undefined {
  return offeredTrail(decodePanelTrail(readPanelParam(window.location.search)), ctx);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The depth a pivot recorded in the history entry on show, if a pivot pushed it. */
function pivotDepth(): number | undefined {
  const state: unknown = window.history.state;
  const depth = isRecord(state) ? state[PIVOT_HISTORY_KEY] : undefined;
  return typeof depth === 'number' ? depth : undefined;
}

/** A new history entry for a pivot: the host router's state kept, marked with the history's depth. */
function pushPanelParam(value: string, depth: number): void {
  const { search, pathname, hash } = window.location;
  const state: unknown = window.history.state;
  window.history.pushState({ ...(isRecord(state) ? state : {}), [PIVOT_HISTORY_KEY]: depth }, '', `${pathname}${withPanelParam(search, value)}${hash}`);
}

/**
 * Puts `value` in the address's `panel` parameter (removes it when undefined), only when it is not
 * already there. replaceState with the current history.state: no history entry, and the host router's
 * own state (its keys, its index) untouched.
 */
function writePanelParam(value: string | undefined): void {
  const { search, pathname, hash } = window.location;
  if ((readPanelParam(search) ?? undefined) === (value === undefined ? undefined : wellFormed(value))) return;
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
  const { syncUrl = true, log = defaultLog, now = Date.now, addressKey, movedThroughHistory } = options;
  const { isFoundation } = useAccess();
  const ctx: DrawerContext = useMemo(() => ({ isFoundation, log, now }), [isFoundation, log, now]);

  const returnFocus = useRef<HTMLElement | null>(null);
  const [current, setCurrent] = useState<Current>(() => {
    if (!syncUrl || typeof window === 'undefined') return CLOSED;
    return currentOf(addressTrail(ctx), ctx);
  });
  const latest = useRef(current);
  // Set by `apply` only, never from a render: a router's urgent render can come before this state's
  // update is processed (a back/forward), and would reset it to the panel being left.

  const apply = useCallback((next: Current) => {
    const wasOpen = latest.current.drawer.open;
    if (next.drawer.open && !wasOpen) returnFocus.current = focusable(document.activeElement);
    latest.current = next;
    setCurrent(next);
  }, []);

  useToggleUIEvent('toggleDrawer', (detail) => {
    const drawer = reduceToggleDrawer(latest.current.drawer, detail, ctx);
    if (drawer === latest.current.drawer) return;
    // A new open starts on the panel's default tab, except where the event names one (8, 11), and a
    // fresh history: the page chose this object, it was not reached from the panel on show.
    const eventTab = drawer.open && 'tab' in drawer.params && drawer.params.tab != null ? String(drawer.params.tab) : undefined;
    apply({ drawer, tab: eventTab, previous: [] });
  });

  const close = useCallback(() => apply(CLOSED), [apply]);
  const setTab = useCallback((tab: string) => apply({ ...latest.current, tab }), [apply]);

  const openProfile = useCallback(
    (location: PanelLocation) => {
      const shown = latest.current;
      const from = locationOf(shown);
      if (!shown.drawer.open || !from) return;
      const previous = [...shown.previous, from].slice(-PANEL_TRAIL_MAX);
      const next = currentOf({ current: location, previous }, ctx, shown.drawer.width);
      if (!next.drawer.open) return;
      apply(next);
      const trail = trailOf(next);
      if (syncUrl && trail) pushPanelParam(encodePanelTrail(trail), previous.length);
    },
    [apply, ctx, syncUrl],
  );

  const back = useCallback(() => {
    const shown = latest.current;
    const to = shown.previous[shown.previous.length - 1];
    if (!shown.drawer.open || !to) return;
    // The entry before this one holds the previous panel: the browser goes there (popstate follows).
    if (syncUrl && pivotDepth() === shown.previous.length) {
      window.history.back();
      return;
    }
    apply(currentOf({ current: to, previous: shown.previous.slice(0, -1) }, ctx, shown.drawer.width));
  }, [apply, ctx, syncUrl]);

  // Focus goes back where it was when the panel closes (the drawer is not modal, so nothing else does it).
  const open = current.drawer.open;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      returnFocusAfterClose(returnFocus.current);
      returnFocus.current = null;
    }
    wasOpen.current = open;
  }, [open]);

  // The address follows the panel (replaceState: no history entry of its own; a pivot pushed its own).
  const encoded = useMemo(() => {
    const trail = trailOf(current);
    return trail ? encodePanelTrail(trail) : undefined;
  }, [current]);
  useEffect(() => {
    if (syncUrl) writePanelParam(encoded);
  }, [encoded, syncUrl]);

  // The host router moved (addressKey). A link or redirect built its address without our parameter:
  // put the open panel's back. A Back or Forward went to an entry of its own: its panel, or none,
  // is what shows (writing ours into it would carry the panel into every earlier entry). The router's
  // render lands before the popstate listener below runs, so the router says which it was.
  const lastAddressKey = useRef(addressKey);
  useEffect(() => {
    if (lastAddressKey.current === addressKey) return;
    lastAddressKey.current = addressKey;
    if (!syncUrl || !latest.current.drawer.open) return;
    const popped = movedThroughHistory?.() ?? false;
    const shown = trailOf(latest.current);
    const encodedShown = shown ? addressValueOf(shown) : undefined;
    // Another valid trail in the address is where the browser went or what a link names: follow it.
    const went = addressTrail(ctx);
    if (went && encodePanelTrail(went) !== encodedShown) {
      apply(currentOf(went, ctx, latest.current.drawer.width));
      return;
    }
    if (popped && !went) {
      apply(CLOSED);
      return;
    }
    writePanelParam(encodedShown);
  }, [addressKey, syncUrl, apply, ctx, movedThroughHistory]);

  // Back / forward to an address with another (or no) panel, or another point of the panel history.
  useEffect(() => {
    if (!syncUrl) return undefined;
    const onPopState = () => {
      const trail = addressTrail(ctx);
      const shown = trailOf(latest.current);
      if (trail && shown && addressValueOf(shown) === encodePanelTrail(trail)) return;
      const width = latest.current.drawer.open ? latest.current.drawer.width : undefined;
      if (trail) apply(currentOf(trail, ctx, width));
      else if (latest.current.drawer.open) apply(CLOSED);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [apply, ctx, syncUrl]);

  const link = syncUrl && encoded !== undefined && typeof window !== 'undefined' ? panelHref(window.location, encoded) : undefined;
  return { state: current.drawer, tab: current.tab, setTab, close, link, previous: current.previous, openProfile, back };
}
