// Global dialogs' calls: pre-release opt-in, advanced function, terms (spec 002 §7).
export { dialogKeys } from './dialogs/keys.ts';
export {
  getPreRelease,
  preReleaseQueryOptions,
  postPreReleaseOptIn,
  preReleaseRecordSchema,
  preReleasePath,
  canOptIn,
  CREDIT_ALLOCATIONS,
  GENAI_DISCLAIMER,
} from './dialogs/pre-release.ts';
export type { PreReleaseRecord, CreditAllocation } from './dialogs/pre-release.ts';
export { enableAdvancedFunction, ENABLE_ADVANCED_FUNCTION_PATH } from './dialogs/advanced-function.ts';
export { acceptTermsPopup } from './dialogs/terms.ts';
