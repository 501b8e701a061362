import { setupServer } from 'msw/node';
import { createHandlers, createMockState, FIXED_NOW, type MockState } from '@soc/mocks';

/**
 * An msw server answering every spec call from a fresh mock state (clock fixed at FIXED_NOW);
 * tests prepend intent-named handlers with `server.use(...)`.
 */
export function createTestServer() {
  let state: MockState = createMockState({ now: () => FIXED_NOW });
  const server = setupServer();
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state = createMockState({ now: () => FIXED_NOW });
    paths.length = 0;
    server.resetHandlers(...createHandlers(state));
  });
  afterAll(() => server.close());
  return {
    server,
    /** The current test's mock state. */
    state: () => state,
    /** Pathnames requested during the current test. */
    paths,
  };
}
