import type { Flag, Permission, Region, UserType, View } from '../model/access.ts';
import { isAllowed, type GateName } from '../model/rules.ts';
import { useAccess } from './access-context.tsx';

export function usePermission(permission: Permission): boolean {
  return useAccess().permissions[permission];
}
export function useFlag(flag: Flag): boolean {
  return useAccess().flags[flag] === true;
}
export function useRegion(): Region {
  return useAccess().region;
}
export function useView(): View | undefined {
  return useAccess().view;
}
export function useUserType(): UserType | undefined {
  return useAccess().userType;
}
export function useGate(gate: GateName): boolean {
  return isAllowed(gate, useAccess());
}
