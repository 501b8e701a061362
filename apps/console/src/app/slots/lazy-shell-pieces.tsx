// Shell pieces that are not needed for the first paint, each from its own preloaded chunk. The
// chunk entries live in ./chunks: importing the lib's barrel dynamically would pull it out whole.
import { preloaded } from '../preloaded.tsx';

/** The header's right side: search, enterprise entries, bell, help, company and user menus. */
export const LazyHeaderSlots = preloaded(() => import('./chunks/header-slots.tsx'));

/** The role-management single-sign-on dialogs (menu key 8751). */
export const LazyRoleManagementDialogs = preloaded(() => import('./chunks/role-management-dialogs.ts'));

/** The inline help and magic-icon entries at the bottom of the left menu. */
export const LazyLeftMenuFooter = preloaded(() => import('./chunks/left-menu-footer.ts'));
