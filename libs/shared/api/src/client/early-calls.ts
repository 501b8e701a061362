// The frame's calls (profile, menu, session), started by the console's first module while the rest of
// the app is still downloading (issue 11, item 9). `request()` then takes the answer already on its way
// instead of asking again. Only a GET of the same address, with the same token, taken once and soon.
import { buildUrl, callHeaders } from './url.ts';
import { v3 } from './paths.ts';
import { readToken } from './storage.ts';
import { browserLanguage } from './browser-language.ts';

/** An early answer older than this is left alone: the app asks afresh. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

interface EarlyCall {
  response: Promise<Response>;
  traceId: string;
  token: string | undefined;
  startedAt: number;
}

const started = new Map<string, EarlyCall>();

/** The addresses of the frame's calls, as `request()` builds them (authQueryOptions, menu, session). */
export function frameCallUrls(lang: string = browserLanguage()): string[] {
  return [buildUrl(v3('auth'), { lang }), v3('menu'), v3('session')];
}

/** Starts the frame's calls. Without a stored token nothing starts: the first load signs in instead. */
export function startFrameCalls(lang: string = browserLanguage(), now: () => number = Date.now): void {
  const token = readToken();
  if (!token) return;
  for (const url of frameCallUrls(lang)) {
    const headers = callHeaders(undefined, token);
    const response = fetch(url, { headers, credentials: 'same-origin' });
    // A failure is the taker's to report; until taken, it must not surface as an unhandled rejection.
    response.catch(() => undefined);
    started.set(url, { response, traceId: headers.get('X-Trace-Id') as string, token, startedAt: now() });
  }
}

/** The early answer for a GET of `url`, once, if it was asked with `token` less than the maximum age ago. */
export function takeEarlyCall(url: string, token: string | undefined, now: () => number = Date.now): Pick<EarlyCall, 'response' | 'traceId'> | undefined {
  const call = started.get(url);
  if (!call) return undefined;
  started.delete(url);
  if (call.token !== token || now() - call.startedAt > EARLY_CALL_MAX_AGE_MS) return undefined;
  return call;
}

/** Drops early calls not taken (tests: module state outlives a test file). */
export function forgetEarlyCalls(): void {
  started.clear();
}
