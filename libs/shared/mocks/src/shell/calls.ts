import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';
import { activeStatusHandlers, landingPageHandlers, languageHandlers } from './setting-handlers.ts';
import { internalAuthHandlers, ssoLinkHandlers, ssoStatusHandlers } from './sso-handlers.ts';
import { creditPromotionHandlers, supportFormHandlers, whiteLabelHandlers } from './support-handlers.ts';

/** Happy-path handlers of the shell's calls other than auth, menu and session. */
export function shellCallHandlers(state: MockState): RequestHandler[] {
  return [
    activeStatusHandlers.default(state),
    languageHandlers.default(state),
    landingPageHandlers.default(state),
    whiteLabelHandlers.default(state),
    ssoStatusHandlers.default(state),
    internalAuthHandlers.default(state),
    ssoLinkHandlers.default(state),
    creditPromotionHandlers.default(state),
    supportFormHandlers.default(state),
  ];
}
