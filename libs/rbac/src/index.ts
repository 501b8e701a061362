export { buildAccess, NO_ACCESS, VIEWS, USER_TYPES, PERMISSIONS, FLAGS, SERVICE_PROVIDER_VIEWS, ENTERPRISE_VIEWS } from './model/access.ts';
export type { Access, View, UserType, Region, Permission, Flag } from './model/access.ts';
export { GATES, evaluate, isAllowed } from './model/rules.ts';
export type { Rule, GateName } from './model/rules.ts';
export { AccessProvider, useAccess } from './hooks/access-context.tsx';
export { usePermission, useFlag, useRegion, useView, useUserType, useGate } from './hooks/use-access.ts';
export { Gate } from './components/gate.tsx';
