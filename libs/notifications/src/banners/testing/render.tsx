import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { i18n } from '@soc/i18n';
import { AccessProvider } from '@soc/rbac';
import { Toaster, UiProvider } from '@soc/ui';

// Test helpers of the banners and upgrade folders. The fixtures come in from the tests themselves
// (lint lets only test and story files read the shared mocks).

// English with an empty catalogue: every message falls back to the macro's source text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Chakra, English Lingui, a fresh QueryClient and the permissions of `auth`. */
export function renderWithAccess(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { auth: AuthInfo; client?: QueryClient; toaster?: boolean }) {
  const { client = createTestQueryClient(), auth, toaster = false, ...rest } = options;
  function Providers({ children }: { children: ReactNode }) {
    return (
      <UiProvider>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <AccessProvider auth={auth}>
              {children}
              {toaster ? <Toaster /> : null}
            </AccessProvider>
          </QueryClientProvider>
        </I18nProvider>
      </UiProvider>
    );
  }
  return { client, ...render(ui, { wrapper: Providers, ...rest }) };
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * An msw server answering from a fresh state per test (`handlers(state)`); tests prepend
 * intent-named handlers with `server.use(...)`. Records each request's method, path, query and JSON body.
 */
export function createRecordingServer<State>(createState: () => State, handlers: (state: State) => RequestHandler[]) {
  let state = createState();
  const server = setupServer();
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.clone().json().catch(() => undefined) : undefined;
    requests.push({ method: request.method, path: url.pathname, search: url.search, body });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state = createState();
    requests.length = 0;
    server.resetHandlers(...handlers(state));
  });
  afterAll(() => server.close());
  return { server, state: () => state, requests };
}
