export {
  dialogHandlers,
  preReleaseHandlers,
  preReleaseOptInHandlers,
  advancedFunctionHandlers,
  acceptTermsHandlers,
} from './dialogs/handlers.ts';
export { DIALOG_PATHS } from './dialogs/paths.ts';
export { createPreReleaseRecord, createHostilePreReleaseRecord, CURRENT_TERMS_VERSION } from './dialogs/fixtures.ts';
export type { PreReleaseRecordFixture } from './dialogs/fixtures.ts';
