import { isAllowed, type Access } from '@soc/rbac';

/** The sign-out page: it only signs out, so it stays reachable without the allowance. */
const SIGN_OUT_PATH = '/users/logout';

/** What the frame shows below the header and beside the menu. */
export interface MainUi {
  /** The alert banner slot (license banners, upgrade promotion). */
  banners: boolean;
  /** The routed page, or the page that explains sign-in is not allowed yet. */
  content: 'page' | 'signInNotAllowed';
}

/**
 * Spec 000 §2.1: the alert banner and the main UI appear only when the sign-in allowance flag is on,
 * always in the UAE and GOV_US regions (gate `signInAllowance`). Header and menu stay, so the user
 * can still log out; the sign-out page itself is not main UI and stays reachable.
 */
export function mainUiFor(access: Access, pathname: string): MainUi {
  if (isAllowed('signInAllowance', access)) return { banners: true, content: 'page' };
  const path = pathname.replace(/\/+$/, '') || '/';
  return { banners: false, content: path === SIGN_OUT_PATH ? 'page' : 'signInNotAllowed' };
}
