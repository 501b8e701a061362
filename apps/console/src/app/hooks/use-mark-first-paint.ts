import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ShellDataState } from '@soc/shell';
import { firstPaint, type FirstPaintGate } from '../first-paint.ts';

/** `/` follows the landing-page setting: usually a redirect, not a page. */
const LANDING_PATH = '/';
/** A landing page that opened in a new tab leaves `/` in place: after this long it is the page. */
const LANDING_SETTLE_MS = 2000;

type RouteState = 'pending' | 'landing' | 'page';

/**
 * Tells the first-paint gate when the first screen is on the page: a ready frame whose router has
 * settled on a page (its chunk loaded, so it renders with the frame), the failed-shell screen, or the
 * signing-in screen (its session notice is a toast, which comes after the first paint).
 * Called at the top of the root layout.
 */
export function useMarkFirstPaint(shellStatus: ShellDataState['status'], gate: FirstPaintGate = firstPaint): void {
  // Once marked, the selection stays fixed: later navigations (a panel's `?panel=` too) must not
  // re-render the root layout.
  const route = useRouterState({
    select: (state): RouteState =>
      gate.isMarked() ? 'page' : state.status !== 'idle' || state.isLoading ? 'pending' : state.location.pathname === LANDING_PATH ? 'landing' : 'page',
  });
  useEffect(() => {
    if (shellStatus === 'error' || shellStatus === 'signingIn') return gate.markPainted();
    if (shellStatus !== 'done' || route === 'pending') return undefined;
    if (route === 'page') return gate.markPainted();
    const timer = setTimeout(gate.markPainted, LANDING_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [shellStatus, route, gate]);
}
