import { z } from 'zod';
import { ApiError, NetworkError, NoRecordError, ResponseShapeError } from './errors.ts';
import { request } from './request.ts';
import { buildUrl } from './url.ts';
import { serverNow } from './server-clock.ts';
import { stubFetch } from '../testing/stub-fetch.ts';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('sends a fresh UUID trace id and the stored token (contract §2)', async () => {
    localStorage.setItem('token', 'tok-1');
    const fetchMock = mockFetch(200, { id: 1 });
    await request({ path: '/a', schema: z.object({ id: z.number() }) });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1].headers);
    expect(headers.get('X-Trace-Id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(headers.get('X-Auth-Token')).toBe('tok-1');
  });
  it('never sends a call whose id is a dot segment (it would go a folder up with the token): no such record', async () => {
    const fetchMock = mockFetch(200, { id: 1 });
    for (const id of ['..', '.', '%2E%2e', '%2e']) {
      await expect(request({ path: `/public/ves/v1/bigtable-endpoints/${id}`, schema: z.object({}) })).rejects.toBeInstanceOf(NoRecordError);
      await expect(request({ path: `/public/x/${id}/profiles`, schema: z.object({}) })).rejects.toBeInstanceOf(NoRecordError);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(request({ path: '/public/x/..\\profiles', schema: z.object({}) })).rejects.toBeInstanceOf(NoRecordError);
    expect(fetchMock).not.toHaveBeenCalled();
    // Dots inside an id, and a query that names a path, are no segment of the call's own path.
    await request({ path: '/public/ves/v1/bigtable-endpoints/a..b', schema: z.object({}) });
    await request({ path: '/ui/sds/api/v1/sso/link?next=/app/../x', schema: z.object({}) });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
  it('keeps a caller-supplied trace id and omits the token header when none is stored', async () => {
    const fetchMock = mockFetch(200, {});
    await request({ path: '/a', headers: { 'X-Trace-Id': 'mine' }, schema: z.object({}) });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1].headers);
    expect(headers.get('X-Trace-Id')).toBe('mine');
    expect(headers.has('X-Auth-Token')).toBe(false);
  });
  it('posts JSON bodies', async () => {
    const fetchMock = mockFetch(200, {});
    await request({ method: 'POST', path: '/a', body: { pid: 'x' }, schema: z.unknown() });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"pid":"x"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
  it('turns a non-2xx answer into an ApiError carrying the body fields and trace id', async () => {
    mockFetch(400, { error: { number: 400429 } });
    const error = await request({ path: '/vt', headers: { 'X-Trace-Id': 't-9' }, schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, traceId: 't-9', errorNumber: 400429 });
  });
  it('treats a body that is not JSON as "any other error"', async () => {
    mockFetch(500, '<html>oops</html>');
    const error = (await request({ path: '/x', schema: z.unknown() }).catch((e: unknown) => e)) as ApiError;
    expect(error.errorNumber).toBeUndefined();
  });
  it('rejects bad data at the edge', async () => {
    mockFetch(200, { id: 'not-a-number' });
    await expect(request({ path: '/a', schema: z.object({ id: z.number() }) })).rejects.toBeInstanceOf(ResponseShapeError);
  });
  it('reports network failures', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await expect(request({ path: '/a', schema: z.unknown() })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('the server clock', () => {
  it('is read from an answer’s Date header: serverNow follows a server two days ahead', async () => {
    const twoDaysAhead = new Date(Date.now() + 2 * 86_400_000).toUTCString();
    stubFetch({ body: {}, headers: { Date: twoDaysAhead } });
    await request({ path: '/a', schema: z.object({}) });
    expect(serverNow() - Date.now()).toBeGreaterThan(2 * 86_400_000 - 2_000);
    stubFetch({ body: {}, headers: { Date: new Date().toUTCString() } });
    await request({ path: '/a', schema: z.object({}) });
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(5);
  });
});

describe('request time limit', () => {
  afterEach(() => vi.useRealTimers());
  /** A fetch that never answers unless its signal aborts it, as a browser's does. */
  const hangingFetch = () =>
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );

  it('gives a call that never answers up after 30 s as a timed-out NetworkError with its trace id', async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const call = request({ path: '/hangs', schema: z.object({}) });
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true, path: '/hangs', traceId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(true);
  });

  it('also when the headers came but the body never ends', async () => {
    vi.useFakeTimers();
    const endless = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"a"')) });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(endless, { status: 200 })));
    const outcome = request({ path: '/trickles', schema: z.object({}), timeoutMs: 5000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatchObject({ name: 'NetworkError', timedOut: true });
  });

  it('keeps an answer that came in time, and a failure that is not a timeout says so', async () => {
    mockFetch(200, {});
    await expect(request({ path: '/a', schema: z.object({}) })).resolves.toEqual({});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request({ path: '/a', schema: z.object({}) })).rejects.toMatchObject({ name: 'NetworkError', timedOut: false });
  });
});

describe('buildUrl', () => {
  it('skips empty values and appends to an existing query', () => {
    expect(buildUrl('/a', { x: 1, y: undefined, z: null })).toBe('/a?x=1');
    expect(buildUrl('/a?r=1', { refresh: 0 })).toBe('/a?r=1&refresh=0');
  });
});
