import { ROUTES } from './route-table.ts';

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
