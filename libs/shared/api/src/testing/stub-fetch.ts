import { vi } from 'vitest';

// A stubbed `fetch` for the API client's own tests (one helper instead of a copy per test file). It lives
// in this lib: the workspace's testing entry depends on the mocks, which depend on this lib.

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Replaces `fetch`: each call gets the next reply in turn (an empty 200 once they run out), or the reply
 * `replies[0]` gives for the address when it is a function. Calls are recorded on the returned mock.
 */
export function stubFetch(...replies: Reply[] | [(url: string) => Reply]) {
  const next = (url: string): Reply => {
    const [first] = replies;
    if (typeof first === 'function') return first(url);
    return (replies as Reply[]).shift() ?? {};
  };
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const reply = next(url);
    // No body at all (null, not ''): a 204 may carry none.
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: reply.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `index`-th call as sent: address, method (GET when none is given) and parsed JSON body. */
export function callOf(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
}

/** The headers the `index`-th call sent. */
export function headersOf(fetchMock: ReturnType<typeof stubFetch>, index = 0): Headers {
  return new Headers(fetchMock.mock.calls[index]?.[1]?.headers);
}
