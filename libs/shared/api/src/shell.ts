// Shell calls (spec 000 §7).
export { shellKeys } from './shell/keys.ts';
export { getAuth, authQueryOptions, authInfoSchema, rbacSchema } from './shell/auth.ts';
export type { AuthInfo, RbacInfo } from './shell/auth.ts';
export { getMenu, menuQueryOptions, collectMenuIds, menuResponseSchema } from './shell/menu.ts';
export type { MenuItem, MenuResponse } from './shell/menu.ts';
export { getSession, sessionQueryOptions } from './shell/session.ts';
export type { SessionInfo } from './shell/session.ts';
