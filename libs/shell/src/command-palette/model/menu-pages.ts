// The pages of the server's menu that the command palette offers (issue 13). The palette offers what
// the left menu offers, by the same rules: only entries marked for the sidebar (the server sends only
// the entries the user is permitted, spec 000 §6), each under the title the menu shows, leading where
// its left-menu entry leads (`menuItemTarget`).
import { menuItemTarget, type MenuItem } from '@soc/api';
import { isMenuGroup, sidebarItems } from '../../model/menu.ts';

export interface MenuPage {
  id: string;
  /** The title the left menu shows, in the console's language. */
  title: string;
  /** Titles of the groups above it, top first ("Email and Collaboration Security", "Email Gateway"). */
  trail: readonly string[];
  /** A console route (a legacy hash route among them), or for a `/nojump` entry the address it opens in a new window. */
  href: string;
  external: boolean;
}

/** The label of a menu item; the console passes the left menu's (`menuItemTitle`, by `l10n` key). */
export type MenuTitleOf = (item: MenuItem) => string;

const serverTitle: MenuTitleOf = (item) => item.title ?? item.id;

/**
 * Every entry the left menu links, in menu order. Groups (`isMenuGroup`, whatever route they carry),
 * entries below the menu's depth, and entries without a route (role management 8751 and the
 * companion 881, which open dialogs) are not pages and are left out.
 */
export function menuPages(menu: readonly MenuItem[], titleOf: MenuTitleOf = serverTitle): MenuPage[] {
  const pages: MenuPage[] = [];
  const walk = (items: readonly MenuItem[], trail: readonly string[], depth: number) => {
    for (const item of items) {
      if (isMenuGroup(item, depth)) {
        walk(item.children, [...trail, titleOf(item)], depth + 1);
        continue;
      }
      const target = menuItemTarget(item);
      if (!target) continue;
      const external = target.kind === 'external';
      pages.push({ id: item.id, title: titleOf(item), trail, href: external ? target.url : target.path, external });
    }
  };
  walk(sidebarItems(menu), [], 0);
  return pages;
}
