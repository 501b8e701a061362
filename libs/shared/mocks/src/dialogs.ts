export {
  preReleaseHandlers,
  preReleaseOptInHandlers,
  advancedFunctionHandlers,
  acceptTermsHandlers,
} from './dialogs/handlers.ts';
