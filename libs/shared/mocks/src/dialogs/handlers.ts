import { http, HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { aBoolean, errorResponse, failures, type FieldRule, happyPaths, oneFieldPost, readFailures } from '../respond.ts';
import { DIALOG_PATHS } from './paths.ts';
import { createHostilePreReleaseRecord, createPreReleaseRecord, type PreReleaseRecordFixture } from './fixtures.ts';

const keyOf = (params: Record<string, string | readonly string[] | undefined>) => String(params.key ?? '');
const langOf = (request: Request, state: MockState) => new URL(request.url).searchParams.get('lang') ?? state.language;

export const preReleaseHandlers = {
  /** optIn follows what the user posted earlier. */
  default: (state: MockState) =>
    http.get(DIALOG_PATHS.preRelease, ({ request, params }) => {
      const key = keyOf(params);
      return HttpResponse.json(createPreReleaseRecord(key, { optIn: state.optIns.get(key) ?? false }, { lang: langOf(request, state), now: state.now() }));
    }),
  optedIn: (state: MockState) =>
    http.get(DIALOG_PATHS.preRelease, ({ request, params }) =>
      HttpResponse.json(createPreReleaseRecord(keyOf(params), { optIn: true }, { lang: langOf(request, state), now: state.now() })),
    ),
  /** The generative-AI disclaimer for whatever key is opened. */
  genAI: (state: MockState) =>
    http.get(DIALOG_PATHS.preRelease, ({ request, params }) =>
      HttpResponse.json(createPreReleaseRecord(keyOf(params), { disclaimer: 'genAI', creditAllocation: 'required', requiredCredits: 20 }, { lang: langOf(request, state), now: state.now() })),
    ),
  hostile: (state: MockState) => http.get(DIALOG_PATHS.preRelease, ({ params }) => HttpResponse.json(createHostilePreReleaseRecord(keyOf(params), state.now()))),
  /** The record of whatever key is opened, with these fields changed. */
  custom: (overrides: Partial<PreReleaseRecordFixture>) => http.get(DIALOG_PATHS.preRelease, ({ params }) => HttpResponse.json(createPreReleaseRecord(keyOf(params), overrides))),
  notFound: () => http.get(DIALOG_PATHS.preRelease, () => errorResponse(404, { message: 'pre-release feature not found' })),
  ...readFailures('get', DIALOG_PATHS.preRelease),
};

export const preReleaseOptInHandlers = {
  default: (state: MockState) => oneFieldPost(DIALOG_PATHS.preRelease, 'optIn', aBoolean, (optIn, params) => state.optIns.set(keyOf(params), optIn)),
  /** Spec 002 §8: the generic error and a 'failed' window message. */
  ...failures('post', DIALOG_PATHS.preRelease),
};

export const advancedFunctionHandlers = {
  default: (state: MockState) =>
    http.post(DIALOG_PATHS.enableAdvancedFunction, () => {
      state.advancedFunctionEnabled = true;
      return HttpResponse.json({});
    }),
  /** The 'enable-advanced-function-failed' result of contract §9. */
  ...failures('post', DIALOG_PATHS.enableAdvancedFunction),
};

/** A terms version: text or a number, not empty. */
const termsVersion: FieldRule<string> = {
  read: (version) => ((typeof version === 'string' || typeof version === 'number') && version !== '' ? String(version) : undefined),
  problem: 'is required',
};

export const acceptTermsHandlers = {
  /** Stores the version; the auth fixture's `showMSPTermsPopup` is what should then read false. */
  default: (state: MockState) =>
    oneFieldPost(DIALOG_PATHS.acceptTerms, 'version', termsVersion, (version) => {
      state.acceptedTermsVersion = version;
    }),
  ...failures('post', DIALOG_PATHS.acceptTerms),
};

/** Happy-path handlers of the global dialogs (pre-release, advanced function, terms). */
export const dialogHandlers = (state: MockState) =>
  happyPaths(state, [preReleaseHandlers, preReleaseOptInHandlers, advancedFunctionHandlers, acceptTermsHandlers]);
