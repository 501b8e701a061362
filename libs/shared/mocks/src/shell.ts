export { authHandlers, menuHandlers, sessionHandlers, shellFrameHandlers, SHELL_PATHS } from './shell/handlers.ts';
export { createAuthInfo, createSessionInfo } from './shell/auth-fixtures.ts';
export { createMenu, createMenuResponse } from './shell/menu-fixtures.ts';
export type { MenuItemFixture } from './shell/menu-fixtures.ts';
export { shellCallHandlers } from './shell/calls.ts';
