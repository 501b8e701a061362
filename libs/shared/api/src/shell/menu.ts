import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { isOpenableUrl, isSameOriginPath } from '../client/url.ts';
import { entriesOf, labelText, listOf, optBool, optText } from '../client/schema.ts';
import { shellKeys } from './keys.ts';
import { MENU_KEY_ROUTES } from './menu-key-routes.ts';
import { isPlainObject } from '@soc/util';

export interface MenuItem {
  id: string;
  title?: string;
  l10n?: string;
  l10n_collapsed?: string;
  icon?: string;
  sidebar: boolean;
  role?: string;
  path?: string;
  url?: string;
  pendo?: string;
  preview?: boolean;
  comesoon?: boolean;
  divider?: boolean;
  children: MenuItem[];
}

/** Contract §6: the `path` of an entry that leads to another site, named by its `url`. */
const NOJUMP_PATH = '/nojump';

/** Where a menu entry leads (contract §6): a console route, or another site opened in a new window. */
export type MenuItemTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string };

/**
 * Contract §6, the one reading of `path` and `url` for the left menu, the palette, the breadcrumbs, the
 * route trail and the landing page. None for a group, or a `/nojump` entry whose `url` the schema dropped as unsafe
 * (never the unknown route `/nojump`). Both values are already checked by the menu schema below.
 */
export function menuItemTarget(item: Pick<MenuItem, 'path' | 'url'>): MenuItemTarget | undefined {
  if (item.path === NOJUMP_PATH) return item.url ? { kind: 'external', url: item.url } : undefined;
  return item.path ? { kind: 'route', path: item.path } : undefined;
}

/**
 * Contract §6 "a console route": a path on the console's origin, or a legacy hash route (`#/app/x`,
 * `/#/app/x`, contract §1) whose route is one too. Navigation turns the hash into the path, so
 * `/#//host` would lead off the origin as `//host` does.
 */
function isConsoleRoute(path: string): boolean {
  const address = path.startsWith('#') ? `/${path}` : path;
  const hash = address.indexOf('#');
  const legacyRoute = hash >= 0 && address[hash + 1] === '/' ? address.slice(hash + 1) : undefined;
  return isSameOriginPath(address) && (legacyRoute === undefined || isSameOriginPath(legacyRoute));
}

const menuItemSchema: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.pipe(
    z.looseObject({
      id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
      title: labelText,
      l10n: labelText,
      l10n_collapsed: labelText,
      icon: optText,
      // Shown unless the server says otherwise; 0/1 read as a flag, like `preview` beside it.
      sidebar: z.pipe(optBool, z.transform((v) => v !== false)),
      role: optText,
      // Followed in the console's own tab: only a console route. Anything else (`//host`, `https:`,
      // `javascript:`) is left out, and the entry is one without a path: a keyed item goes to its key's
      // route (below), any other leads nowhere and counts as "not found" for the landing page.
      path: z.pipe(optText, z.transform((v) => (typeof v === 'string' && isConsoleRoute(v.trim()) ? v.trim() : undefined))),
      // Opened in a new window or linked: only a web address or a same-origin path, never `javascript:`.
      url: z.pipe(optText, z.transform((v) => (v && isOpenableUrl(v) ? v : undefined))),
      pendo: optText,
      preview: optBool,
      comesoon: optBool,
      divider: optBool,
      // An unreadable child is left out, an unreadable list is none: one bad entry does not cost the menu.
      children: listOf(menuItemSchema),
    }),
    // Contract §6: a keyed item without a path of its own goes to its key's route.
    z.transform((v) => (v.path || !Object.hasOwn(MENU_KEY_ROUTES, v.id) ? v : { ...v, path: MENU_KEY_ROUTES[v.id] }) as MenuItem),
  ),
);

/**
 * Menus nest two levels below the top (spec 000 §2.1); anything deeper than this is dropped before
 * parsing. The item schema is recursive, and a menu nested some thousands of levels deep would
 * overflow the call stack and take the whole console down with "could not load your menu".
 */
export const MAX_MENU_DEPTH = 32;

/** A copy of `items` with children below `maxDepth` levels left out (iterative: no recursion to overflow). */
function pruneMenuDepth(items: unknown, maxDepth: number = MAX_MENU_DEPTH): unknown {
  if (!Array.isArray(items)) return items;
  const root: unknown[] = [...items];
  const pending: { list: unknown[]; depth: number }[] = [{ list: root, depth: 1 }];
  let dropped = false;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { list, depth } = next;
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (!isPlainObject(item) || !Array.isArray(item['children'])) continue;
      if (depth >= maxDepth) {
        dropped ||= item['children'].length > 0;
        list[i] = { ...item, children: [] };
        continue;
      }
      const children = [...item['children']];
      list[i] = { ...item, children };
      pending.push({ list: children, depth: depth + 1 });
    }
  }
  if (dropped) console.warn(`[menu] items nested deeper than ${maxDepth} levels were left out`);
  return root;
}

export const menuResponseSchema = z.looseObject({
  // An unreadable entry (null, an id that is no id) is left out, not the whole menu with it: the console
  // would show only "could not load your menu". A `data` that is no list at all is still bad data.
  data: z.pipe(z.pipe(z.array(z.unknown()), z.transform((items) => pruneMenuDepth(items))), entriesOf(menuItemSchema)),
  // `preRelease` rides along (spec 000 §3) with entries the spec does not describe; the console never
  // reads it (a pre-release dialog opens by its key, spec 002 §2.5), so it is not checked: a shape no one
  // reads must not cost the whole menu. The pre-release ids join the allowed ids (contract §6): the
  // readable ones, and none where the field is no object.
  previewFramework: z.pipe(
    z.catch(z.nullish(z.looseObject({ preReleaseIds: listOf(z.pipe(z.union([z.string(), z.number()]), z.transform(String))) })), undefined),
    z.transform((v) => ({ preReleaseIds: v?.preReleaseIds ?? [] })),
  ),
});
export type MenuResponse = z.output<typeof menuResponseSchema>;

function getMenu(): Promise<MenuResponse> {
  return request({ path: v3('menu'), schema: menuResponseSchema });
}

export const menuQueryOptions = () => queryOptions({ queryKey: shellKeys.menu(), queryFn: getMenu, staleTime: Infinity });

/** Every id of every level, for the access checks (contract §6). */
export function collectMenuIds(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...collectMenuIds(item.children)]);
}
