export { sessionHandlers } from './shell/handlers.ts';
export { createAuthInfo } from './shell/auth-fixtures.ts';
export { createMenu, createMenuResponse } from './shell/menu-fixtures.ts';
export { SHELL_CALL_PATHS } from './shell/call-paths.ts';
export { activeStatusHandlers, languageHandlers } from './shell/setting-handlers.ts';
export { ssoStatusHandlers, internalAuthHandlers, ssoLinkHandlers } from './shell/sso-handlers.ts';
export { supportFormHandlers, whiteLabelHandlers } from './shell/support-handlers.ts';
