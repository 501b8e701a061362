import { menuItemTarget, type MenuItem } from '@soc/api';

/** Menu keys with their own behaviour (spec 000 §2.1, §9). */
export const ROLE_MANAGEMENT_KEY = '8751';
export const COMPANION_KEY = '881';

/**
 * Items the left menu (and the palette's page list) shows: those marked for the sidebar that carry a
 * role (spec 002 §6: "Menu items are shown only if they carry a role"), at every level.
 */
export function sidebarItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((i) => i.sidebar && typeof i.role === 'string' && i.role.trim() !== '').map((i) => ({ ...i, children: sidebarItems(i.children) }));
}

/**
 * Whether the left menu draws `item`, at `depth` (0 for the top level), as a group that opens: an
 * entry with entries, down to the second submenu level (spec 000 §2.1: "submenus up to two levels
 * deep"). A group's own route is never linked; an entry deeper down is a leaf, its entries not drawn.
 */
export const isMenuGroup = (item: MenuItem, depth: number): boolean => item.children.length > 0 && depth < 2;

/** The chain of ids from the top level down to the item whose route matches `pathname`. */
export function findTrail(items: readonly MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  const walk = (nodes: readonly MenuItem[], trail: MenuItem[]) => {
    for (const node of nodes) {
      const next = [...trail, node];
      const target = menuItemTarget(node);
      const route = target?.kind === 'route' ? target.path : undefined;
      if (route && (pathname === route || pathname.startsWith(`${route}/`))) {
        if (!best.length || (best.at(-1)?.path?.length ?? 0) < route.length) best = next;
      }
      walk(node.children, next);
    }
  };
  walk(items, []);
  return best;
}

function ancestorsOf(items: readonly MenuItem[], id: string, trail: string[] = []): string[] | undefined {
  for (const item of items) {
    if (item.id === id) return trail;
    const found = ancestorsOf(item.children, id, [...trail, item.id]);
    if (found) return found;
  }
  return undefined;
}

function descendantsOf(items: readonly MenuItem[], id: string): string[] {
  const find = (nodes: readonly MenuItem[]): MenuItem | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const hit = find(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  const collect = (n: MenuItem): string[] => n.children.flatMap((c) => [c.id, ...collect(c)]);
  const node = find(items);
  return node ? collect(node) : [];
}

/**
 * Spec 000 §2.1: opening a group closes the other groups, except that groups with children keep
 * their children open — the opened group's ancestors and its already-open subgroups stay open.
 */
export function toggleGroup(items: readonly MenuItem[], open: readonly string[], id: string): string[] {
  if (open.includes(id)) {
    const closing = new Set([id, ...descendantsOf(items, id)]);
    return open.filter((k) => !closing.has(k));
  }
  const keep = new Set([...(ancestorsOf(items, id) ?? []), ...descendantsOf(items, id)]);
  return [...open.filter((k) => keep.has(k)), id];
}
