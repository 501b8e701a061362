import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { buildAccess, NO_ACCESS, type Access } from '../model/access.ts';

const AccessContext = createContext<Access>(NO_ACCESS);

/** Builds the permissions object from the auth info (spec 000 §3) for everything below. */
export function AccessProvider({ auth, children }: { auth: AuthInfo | undefined; children: ReactNode }) {
  const access = useMemo(() => buildAccess(auth), [auth]);
  return <AccessContext.Provider value={access}>{children}</AccessContext.Provider>;
}

export function useAccess(): Access {
  return useContext(AccessContext);
}
