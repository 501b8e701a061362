// The console's one way to follow an address it is handed as text: every lib's `onNavigate(path)`,
// the menu's paths, the HTTP policy's redirects. Each of them means "go to this address"; this file
// alone decides how. A console page (with its query string and hash, `/app/iam2/account?openMfaDrawer=true`)
// goes through the router, without a reload; a legacy hash route (`#/app/x`, `/#/app/x`, contract §1)
// is its clean path; an in-page hash (`#section`) stays on the current page; a page the backend serves
// (contract §1) is loaded by the browser. Another site is never loaded in the console's tab (the libs
// open those in a new window): an address leading off the origin (`//host`, `/\t/host`, `https://…`)
// is ignored, and so is `javascript:`, `data:`… (an address of no origin).
import { rewriteLegacyHash } from '../routes/route-table.ts';
import { BACKEND_PATHS } from './backend-paths.ts';

export type ConsoleDestination =
  /** A page of the single-page app: path, query string and hash, followed by the router. */
  | { kind: 'route'; href: string }
  /** A page the backend serves: the browser loads it. */
  | { kind: 'document'; href: string };

function isBackendPath(pathname: string): boolean {
  return BACKEND_PATHS.some((path) => (path.endsWith('/') ? pathname.startsWith(path) : pathname === path));
}

/**
 * Where `to` leads from `current` (the address shown now, absolute). Relative addresses resolve as a
 * link on the current page would.
 */
export function consoleDestination(to: string, current: string): ConsoleDestination | undefined {
  const text = to.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    // `#/app/x` is the legacy form of a route, not an anchor on the current page.
    url = text.startsWith('#/') ? new URL(`/${text}`, current) : new URL(text, current);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(current).origin) return undefined;
  if (url.username || url.password || isBackendPath(url.pathname)) return { kind: 'document', href: url.href };
  const legacyRoute = rewriteLegacyHash(url);
  // The route in a legacy hash is an address of its own: `/#//host` must not lead to `//host`.
  if (legacyRoute !== undefined) return consoleDestination(legacyRoute, current);
  return { kind: 'route', href: `${url.pathname}${url.search}${url.hash}` };
}

/** The part of the router this needs (the console's router, or a test's). */
export interface NavigatingRouter {
  navigate: (options: { href: string; replace?: boolean }) => Promise<void>;
  state: { location: { href: string } };
}

export interface NavigateInConsoleOptions {
  /** Takes the place of the current history entry (a redirect): Back does not come here again. */
  replace?: boolean;
  origin?: string;
  /** Loads the addresses the browser must load. */
  load?: (href: string) => void;
}

/** Follows `to` from the router's current page. */
export function navigateInConsole(router: NavigatingRouter, to: string, options: NavigateInConsoleOptions = {}): void {
  const { replace = false, origin = window.location.origin } = options;
  const load = options.load ?? ((href: string) => (replace ? window.location.replace(href) : window.location.assign(href)));
  const destination = consoleDestination(to, new URL(router.state.location.href, origin).href);
  if (destination?.kind === 'route') void router.navigate(replace ? { href: destination.href, replace } : { href: destination.href });
  else if (destination?.kind === 'document') load(destination.href);
}
