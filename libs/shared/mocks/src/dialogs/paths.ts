// Paths of the global dialogs' calls (spec 002 §7 resolved by contract §1).
export const DIALOG_PATHS = {
  preRelease: '/ui/uic/v3/previewFramework/:key',
  enableAdvancedFunction: '/public/adg/ald-proxy/organizations/enable-advanced-function',
  acceptTerms: '/ui/uic/v3/acceptTermsPopup',
} as const;
