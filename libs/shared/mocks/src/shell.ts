export { authHandlers, menuHandlers, sessionHandlers, shellFrameHandlers, SHELL_PATHS } from './shell/handlers.ts';
export { createAuthInfo, createSessionInfo } from './shell/auth-fixtures.ts';
export { createMenu, createMenuResponse } from './shell/menu-fixtures.ts';
export type { MenuItemFixture } from './shell/menu-fixtures.ts';
export { shellCallHandlers } from './shell/calls.ts';
export { SHELL_CALL_PATHS, SSO_REDIRECT_URL } from './shell/call-paths.ts';
export { activeStatusHandlers, languageHandlers, landingPageHandlers } from './shell/setting-handlers.ts';
export { ssoStatusHandlers, internalAuthHandlers, ssoLinkHandlers } from './shell/sso-handlers.ts';
export { supportFormHandlers, whiteLabelHandlers, creditPromotionHandlers } from './shell/support-handlers.ts';
export { createSsoStatus, createInternalAuth, createSsoLink } from './shell/sso-fixtures.ts';
export {
  createLandingPage,
  createPartnerWhiteLabel,
  createCreditPromotion,
  createSupportCase,
  DEFAULT_LANDING_PAGE_ID,
} from './shell/call-fixtures.ts';
