// Global dialogs' calls: pre-release opt-in, advanced function, terms (spec 002 §7).
export { dialogKeys } from './dialogs/keys.ts';
export {
  preReleaseQueryOptions,
  postPreReleaseOptIn,
  preReleaseRecordSchema,
  canOptIn,
  GENAI_DISCLAIMER,
} from './dialogs/pre-release.ts';
export type { PreReleaseRecord, CreditAllocation } from './dialogs/pre-release.ts';
export { enableAdvancedFunction } from './dialogs/advanced-function.ts';
export { acceptTermsPopup } from './dialogs/terms.ts';
