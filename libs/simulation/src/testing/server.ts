// An MSW server for hook and component tests, answering every call with the shared mock handlers
// (the same ones the stories and the mock backend use). Override per test with `server.use(...)`.
import { createHandlers, createMockState, FIXED_NOW } from '@soc/mocks';
import { setupServer } from 'msw/node';

export function setupTestServer() {
  const server = setupServer(...createHandlers(createMockState({ now: () => FIXED_NOW })));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Records every request the server sees (method, URL and JSON body). */
export function recordRequests(server: ReturnType<typeof setupServer>) {
  const seen: Array<{ method: string; url: URL; body: unknown }> = [];
  const listener = async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = text;
    }
    seen.push({ method: request.method, url: new URL(request.url), body });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}
