export { buildAccess } from './model/access.ts';
export type { Access, Region } from './model/access.ts';
export { isAllowed } from './model/rules.ts';
export type { GateName } from './model/rules.ts';
export { AccessProvider, useAccess } from './hooks/access-context.tsx';
export { useUserType, useGate } from './hooks/use-access.ts';
