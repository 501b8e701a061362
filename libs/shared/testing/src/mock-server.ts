import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createHandlers, createMockState, FIXED_NOW, type MockState } from '@soc/mocks';

interface RecordedRequest {
  method: string;
  /** The full URL. */
  url: URL;
  path: string;
  search: string;
  /** The JSON body (the raw text when it is not JSON; `undefined` when empty). */
  body: unknown;
}

export interface MockServerOptions<State> {
  /** A fresh state for every test (default: the mock backend's state with the persona and FIXED_NOW). */
  createState?: () => State;
  /** The handlers answering from that state (default: every spec call, as the mock backend answers). */
  handlers?: (state: State) => RequestHandler[];
  /** The persona of the default mock state. */
  personaId?: string;
}

/**
 * An MSW server for one test file, answering every spec call like the mock backend from a fresh
 * state per test; tests prepend intent-named handlers with `server.use(...)`. `requests` lists the
 * current test's requests. Unhandled requests fail the test.
 */
export function setupMockServer<State = MockState>(options: MockServerOptions<State> = {}) {
  const createState =
    options.createState ?? ((() => createMockState({ personaId: options.personaId, now: () => FIXED_NOW })) as unknown as () => State);
  const handlers = options.handlers ?? ((state: State) => createHandlers(state as unknown as MockState));
  let state = createState();
  const server = setupServer();
  const requests = recordRequests(server).seen;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state = createState();
    requests.length = 0;
    server.resetHandlers(...handlers(state));
  });
  afterAll(() => server.close());
  return { server, state: () => state, requests };
}

/** Records every request `server` sees (method, URL, path, query and body) until `stop()`. */
export function recordRequests(server: ReturnType<typeof setupServer>) {
  const seen: RecordedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = text;
    }
    seen.push({ method: request.method, url, path: url.pathname, search: url.search, body });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}
