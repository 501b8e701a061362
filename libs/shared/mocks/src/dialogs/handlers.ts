import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, failures, readFailures, readJson } from '../respond.ts';
import { DIALOG_PATHS } from './paths.ts';
import { createHostilePreReleaseRecord, createPreReleaseRecord } from './fixtures.ts';

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
  notFound: () => http.get(DIALOG_PATHS.preRelease, () => errorResponse(404, { message: 'pre-release feature not found' })),
  ...readFailures('get', DIALOG_PATHS.preRelease),
};

export const preReleaseOptInHandlers = {
  default: (state: MockState) =>
    http.post(DIALOG_PATHS.preRelease, async ({ request, params }) => {
      const { optIn } = await readJson(request);
      if (typeof optIn !== 'boolean') return errorResponse(400, { message: 'optIn must be a boolean' });
      state.optIns.set(keyOf(params), optIn);
      return HttpResponse.json({});
    }),
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

export const acceptTermsHandlers = {
  /** Stores the version; the auth fixture's `showMSPTermsPopup` is what should then read false. */
  default: (state: MockState) =>
    http.post(DIALOG_PATHS.acceptTerms, async ({ request }) => {
      const { version } = await readJson(request);
      if ((typeof version !== 'string' && typeof version !== 'number') || version === '') return errorResponse(400, { message: 'version is required' });
      state.acceptedTermsVersion = String(version);
      return HttpResponse.json({});
    }),
  ...failures('post', DIALOG_PATHS.acceptTerms),
};

/** Happy-path handlers of the global dialogs (pre-release, advanced function, terms). */
export function dialogHandlers(state: MockState): RequestHandler[] {
  return [
    preReleaseHandlers.default(state),
    preReleaseOptInHandlers.default(state),
    advancedFunctionHandlers.default(state),
    acceptTermsHandlers.default(state),
  ];
}
