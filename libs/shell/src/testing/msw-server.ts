import { setupServer } from 'msw/node';
import { createHandlers, createMockState, type MockState } from '@soc/mocks';

/**
 * An MSW server answering every spec call like the mock backend does, for one test file:
 * `listen` before all, `resetHandlers` after each (back to the happy path), `close` after all.
 */
export function setupMockBackend(personaId?: string): { state: () => MockState; server: ReturnType<typeof setupServer> } {
  let state = createMockState({ personaId });
  const server = setupServer(...createHandlers(state));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    state = createMockState({ personaId });
    server.resetHandlers(...createHandlers(state));
  });
  afterAll(() => server.close());
  return { state: () => state, server };
}
