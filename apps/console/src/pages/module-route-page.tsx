import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatches } from '@tanstack/react-router';
import { menuQueryOptions } from '@soc/api';
import { findTrail, ModulePage, useMenuTitle } from '@soc/shell';

/** Routes owned by product modules whose screens no specification document describes. */
export function ModuleRoutePage() {
  const matches = useMatches();
  const location = useLocation();
  const moduleName = matches.at(-1)?.staticData.module ?? '';
  // The menu is already loaded by the shell; its entry for this page names it in the user's language.
  const menu = useQuery(menuQueryOptions());
  const menuTitle = useMenuTitle();
  const page = findTrail(menu.data?.data ?? [], location.pathname).at(-1);
  return <ModulePage moduleName={moduleName} pageTitle={page ? menuTitle(page) : undefined} path={location.pathname} />;
}
