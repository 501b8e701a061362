import type { UserType } from '../model/access.ts';
import { isAllowed, type GateName } from '../model/rules.ts';
import { useAccess } from './access-context.tsx';

export function useUserType(): UserType | undefined {
  return useAccess().userType;
}
export function useGate(gate: GateName): boolean {
  return isAllowed(gate, useAccess());
}
