// Shell calls (spec 000 §7).
export { shellKeys } from './shell/keys.ts';
export { getAuth, authQueryOptions, authInfoSchema, rbacSchema } from './shell/auth.ts';
export type { AuthInfo, RbacInfo } from './shell/auth.ts';
export { getMenu, menuQueryOptions, collectMenuIds, menuResponseSchema } from './shell/menu.ts';
export type { MenuItem, MenuResponse } from './shell/menu.ts';
export { getSession, sessionQueryOptions } from './shell/session.ts';
export type { SessionInfo } from './shell/session.ts';
export { postActiveStatus } from './shell/active-status.ts';
export { saveLanguage } from './shell/language.ts';
export {
  getLandingPage,
  landingPageQueryOptions,
  landingPageSchema,
  resolveLandingTarget,
  LANDING_FALLBACK_FROM,
} from './shell/landing-page.ts';
export type { LandingPage, LandingTarget } from './shell/landing-page.ts';
export { getPartnerWhiteLabel, partnerWhiteLabelQueryOptions, partnerWhiteLabelSchema, whiteLabelPath } from './shell/white-label.ts';
export type { PartnerWhiteLabel } from './shell/white-label.ts';
export { getSsoStatus, ssoStatusQueryOptions, ssoStatusSchema } from './shell/sso-status.ts';
export type { SsoStatus } from './shell/sso-status.ts';
export {
  postInternalAuth,
  internalAuthSchema,
  INTERNAL_AUTH_PATH,
  INTERNAL_AUTH_BODY,
  INTERNAL_AUTH_APP_NAME,
  SSO_MODAL_WORDING_BY_ERROR,
} from './shell/internal-auth.ts';
export type { InternalAuth, SsoModalWording } from './shell/internal-auth.ts';
export {
  getSsoLink,
  ssoLinkSchema,
  resolveRoleManagementLink,
  internalAuthWording,
  isOpenableUrl,
  SSO_LINK_ERROR_CODES,
} from './shell/sso-link.ts';
export type { SsoLink, RoleManagementLinkOutcome } from './shell/sso-link.ts';
export { getCreditPromotionQualified, creditPromotionQueryOptions, CREDIT_PROMOTION_PATH } from './shell/credit-promotion.ts';
export {
  submitSupportCase,
  supportCaseSchema,
  SUPPORT_FORM_PATH,
  CASE_TYPES,
  SEVERITIES,
  CONTACT_METHODS,
  DEFAULT_CONTACT_METHOD,
  SUPPORT_CASE_LIMITS,
} from './shell/support-form.ts';
export type { SupportCase, CaseType, Severity, ContactMethod } from './shell/support-form.ts';
