import { useLocation, useMatches } from '@tanstack/react-router';
import { ModulePage } from '@soc/shell';

/** Routes owned by product modules whose screens no specification document describes. */
export function ModuleRoutePage() {
  const matches = useMatches();
  const location = useLocation();
  const moduleName = matches.at(-1)?.staticData.module ?? '';
  return <ModulePage moduleName={moduleName} path={location.pathname} />;
}
