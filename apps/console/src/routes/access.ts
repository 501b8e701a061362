import { readStoredJson, STORAGE_KEYS } from '@soc/api';
import { ROUTES } from './route-table.ts';

/** Contract §6: the stored allowed ids, or undefined when no list was stored yet. */
export function readAllowedIds(): ReadonlySet<string> | undefined {
  const value = readStoredJson(STORAGE_KEYS.allowedIds);
  return Array.isArray(value) ? new Set(value.map(String)) : undefined;
}

/**
 * Spec 000 §4.1: a route with menu keys is allowed when no list is stored yet, or when one of its
 * keys is in the list (which already holds the pre-release ids).
 */
export function isRouteAllowed(keys: readonly string[] | undefined, allowed: ReadonlySet<string> | undefined): boolean {
  if (!keys?.length || !allowed) return true;
  return keys.some((k) => allowed.has(k));
}

/** Whether `path` is `prefix` or lies below it (whole segments only). */
const isAtOrBelow = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The menu key the 403 page names for a denied page (spec 000 §2.11 "msg=app_router with the
 * current menu id"): the page's own key, never the group above it — a denied page is not in the
 * menu, so the menu cannot name it. A route serving several keys (`/app/customer-management/{id*}`)
 * names the key of the keyed page the path lies under, else its first key.
 */
export function deniedMenuKey(pathname: string, keys: readonly string[] | undefined): string | undefined {
  if (!keys?.length) return undefined;
  if (keys.length === 1) return keys[0];
  const path = pathname.replace(/\/+$/, '');
  const own = ROUTES.find((route) => route.keys?.length === 1 && keys.includes(route.keys[0] ?? '') && isAtOrBelow(path, route.path));
  return own?.keys?.[0] ?? keys[0];
}
