import { useMatches, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isRouteAllowed, readAllowedIds } from '@soc/api';
import { deniedMenuKey } from '../../routes/access.ts';

/** Spec 000 §4.1: once the menu is known, the current page's keys must be allowed; otherwise 403 (`app_router`). */
export function useRouteAccessCheck(pathname: string): void {
  const navigate = useNavigate();
  const routeKeys = useMatches({ select: (matches) => matches.at(-1)?.staticData.keys });
  useEffect(() => {
    if (!isRouteAllowed(routeKeys, readAllowedIds())) {
      void navigate({ to: '/users/403', search: { msg: 'app_router', id: deniedMenuKey(pathname, routeKeys) }, replace: true });
    }
  }, [routeKeys, navigate, pathname]);
}
