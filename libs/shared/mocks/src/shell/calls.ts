import { happyPaths } from '../respond.ts';
import type { MockState } from '../state.ts';
import { activeStatusHandlers, landingPageHandlers, languageHandlers } from './setting-handlers.ts';
import { internalAuthHandlers, ssoLinkHandlers, ssoStatusHandlers } from './sso-handlers.ts';
import { creditPromotionHandlers, supportFormHandlers, whiteLabelHandlers } from './support-handlers.ts';

/** Happy-path handlers of the shell's calls other than auth, menu and session. */
export const shellCallHandlers = (state: MockState) =>
  happyPaths(state, [
    activeStatusHandlers,
    languageHandlers,
    landingPageHandlers,
    whiteLabelHandlers,
    ssoStatusHandlers,
    internalAuthHandlers,
    ssoLinkHandlers,
    creditPromotionHandlers,
    supportFormHandlers,
  ]);
