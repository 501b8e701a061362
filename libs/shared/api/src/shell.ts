// Shell calls (spec 000 §7).
export { authQueryOptions, authInfoSchema } from './shell/auth.ts';
export type { AuthInfo } from './shell/auth.ts';
export { menuQueryOptions, collectMenuIds, menuResponseSchema, menuItemTarget } from './shell/menu.ts';
export type { MenuItem, MenuResponse } from './shell/menu.ts';
export { MENU_KEY_ROUTES } from './shell/menu-key-routes.ts';
export { isRouteAllowed, readAllowedIds } from './shell/allowed-ids.ts';
export { getSession, sessionQueryOptions } from './shell/session.ts';
export type { SessionInfo } from './shell/session.ts';
export { postActiveStatus } from './shell/active-status.ts';
export { saveLanguage } from './shell/language.ts';
export { landingPageQueryOptions, landingPageSchema, resolveLandingTarget, LANDING_FALLBACK_FROM } from './shell/landing-page.ts';
export type { LandingTarget } from './shell/landing-page.ts';
export { partnerWhiteLabelQueryOptions, partnerWhiteLabelSchema } from './shell/white-label.ts';
export { ssoStatusSchema } from './shell/sso-status.ts';
export { internalAuthSchema } from './shell/internal-auth.ts';
export type { SsoModalWording } from './shell/internal-auth.ts';
export { ssoLinkSchema, resolveRoleManagementLink } from './shell/sso-link.ts';
export { isOpenableUrl } from './client/url.ts';
export {
  submitSupportCase,
  supportCaseSchema,
  CASE_TYPES,
  SEVERITIES,
  CONTACT_METHODS,
  DEFAULT_CONTACT_METHOD,
  SUPPORT_CASE_LIMITS,
} from './shell/support-form.ts';
export type { SupportCase, CaseType, Severity, ContactMethod } from './shell/support-form.ts';
