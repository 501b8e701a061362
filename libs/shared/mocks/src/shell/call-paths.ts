// Paths of the shell's other calls (spec 000 §7 resolved by contract §1), exactly as the console sends them.
export const SHELL_CALL_PATHS = {
  activeStatus: '/ui/uic/v3/activeStatus',
  language: '/ui/uic/v3/setting/language',
  landingPage: '/ui/uic/v3/setting/landingPage',
  whiteLabel: '/public/asm/api/whitelabel/v1/:partnerId',
  ssoStatus: '/ui/uic/v3/connectors/sds/ssoStatus',
  internalAuth: '/ui/bc/company/api/v3.0/auth/internal',
  /** The mock's `redirectUrl` without its query: the console appends `&request_id=…`. */
  ssoLink: '/ui/sds/api/v1/sso/link',
  creditPromotion: '/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified',
  supportForm: '/public/uic/v3/notifications/supportForm',
} as const;

/** What `connectors/sds/ssoStatus` answers: a same-origin path that already carries a query. */
export const SSO_REDIRECT_URL = `${SHELL_CALL_PATHS.ssoLink}?target=roleManagement`;
