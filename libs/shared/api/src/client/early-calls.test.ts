import { ApiError } from './errors.ts';
import { EARLY_CALL_MAX_AGE_MS, forgetEarlyCalls, frameCallUrls, startFrameCalls } from './early-calls.ts';
import { authQueryOptions } from '../shell/auth.ts';
import { menuQueryOptions } from '../shell/menu.ts';
import { sessionQueryOptions } from '../shell/session.ts';
import { headersOf, stubFetch } from '../testing/stub-fetch.ts';

const AUTH = { data: { username: 'ana', role: 'Master Administrator' } };

const urlsOf = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => url);

// The three frame calls as the shell's queries make them.
const queryFns = (lang: string) => [authQueryOptions(lang).queryFn, menuQueryOptions().queryFn, sessionQueryOptions().queryFn];
const runQueries = (lang: string) =>
  Promise.allSettled(queryFns(lang).map((fn) => (fn as unknown as (context: object) => Promise<unknown>)({ signal: new AbortController().signal })));

beforeEach(() => localStorage.setItem('token', 'tok-1'));
afterEach(() => {
  forgetEarlyCalls();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the frame calls started by the first module', () => {
  it('are the addresses the shell queries ask for', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    await runQueries('ja');
    expect(urlsOf(fetchMock)).toEqual(frameCallUrls('ja'));
  });

  it("ask auth in the browser's language (spec 000 §7 auth?lang={browser language}), the same address the profile query uses", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
    const fetchMock = stubFetch(() => ({ body: {} }));
    startFrameCalls();
    expect(urlsOf(fetchMock)[0]).toBe('/ui/uic/v3/auth?lang=fr-CA');
    expect(authQueryOptions().queryKey).toContain('fr-CA');
  });

  it('start with the stored token and a trace id, and the queries take them instead of asking again', async () => {
    const fetchMock = stubFetch((url) => ({ body: url.includes('auth') ? AUTH : {} }));
    startFrameCalls('en');
    expect(urlsOf(fetchMock)).toEqual(['/ui/uic/v3/auth?lang=en', '/ui/uic/v3/menu', '/ui/uic/v3/session']);
    expect(headersOf(fetchMock, 0).get('X-Auth-Token')).toBe('tok-1');
    expect(headersOf(fetchMock, 0).get('X-Trace-Id')).toMatch(/^[0-9a-f-]{36}$/);

    const [auth] = await runQueries('en');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(auth).toMatchObject({ status: 'fulfilled', value: { username: 'ana' } });
  });

  it("an early answer's failure carries the early call's trace id", async () => {
    const fetchMock = stubFetch((url) => (url.endsWith('/menu') ? { status: 500, body: { error: { number: 500 } } } : { body: {} }));
    startFrameCalls('en');
    const earlyTrace = headersOf(fetchMock, 1).get('X-Trace-Id');
    const [, menu] = await runQueries('en');
    expect(menu?.status).toBe('rejected');
    const error = (menu as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.traceId).toBe(earlyTrace);
  });

  it('are taken once: the next query asks the server again', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    startFrameCalls('en');
    await runQueries('en');
    await runQueries('en');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('nothing starts without a stored token (a first visit signs in)', () => {
    localStorage.removeItem('token');
    const fetchMock = stubFetch(() => ({ body: {} }));
    startFrameCalls('en');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are not taken by a query made with another token, or too late', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    startFrameCalls('en');
    localStorage.setItem('token', 'tok-2');
    await runQueries('en');
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(headersOf(fetchMock, 3).get('X-Auth-Token')).toBe('tok-2');

    fetchMock.mockClear();
    let now = 1_000;
    startFrameCalls('en', () => now);
    now += EARLY_CALL_MAX_AGE_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await runQueries('en');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});
