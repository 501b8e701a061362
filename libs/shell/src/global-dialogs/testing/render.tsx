// Test helpers of the global dialogs: providers, an MSW server on the shared mock handlers and a
// controllable IntersectionObserver.
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { ShellTestProviders } from '../../testing/render.tsx';
import type { ObserverFactory } from '../model/terms.ts';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
}

export interface RenderDialogOptions extends Omit<RenderOptions, 'wrapper'> {
  queryClient?: QueryClient;
  auth?: AuthInfo;
}

/** Renders with the providers the console gives its dialogs (Chakra, Lingui in English, react-query, permissions, toasts). */
export function renderWithProviders(ui: ReactElement, { queryClient = createTestQueryClient(), auth, ...options }: RenderDialogOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ShellTestProviders auth={auth} queryClient={queryClient}>
      {children}
    </ShellTestProviders>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * An MSW server answering with `handlers()` afresh for every test (pass the shared mock handlers;
 * this folder may not import them itself); override per test with `server.use(...)`. `seen` lists
 * the requests of the current test.
 */
export function setupDialogServer(handlers: () => RequestHandler[]) {
  const server = setupServer();
  const seen: SeenRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = text;
    }
    seen.push({ method: request.method, path: url.pathname, search: url.search, body });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    seen.length = 0;
    server.resetHandlers(...handlers());
  });
  afterAll(() => server.close());
  return { server, seen };
}

/** An IntersectionObserver the test drives: `reveal(ratio)` reports the observed marker at that ratio. */
export function createFakeObserver() {
  const observers: Array<{ callback: Parameters<ObserverFactory>[0]; options: IntersectionObserverInit; targets: Element[]; disconnected: boolean }> = [];
  const factory: ObserverFactory = (callback, options) => {
    const record = { callback, options, targets: [] as Element[], disconnected: false };
    observers.push(record);
    return {
      observe: (target: Element) => void record.targets.push(target),
      disconnect: () => {
        record.disconnected = true;
      },
    };
  };
  return {
    factory,
    observers,
    reveal(ratio: number) {
      for (const observer of observers) {
        if (observer.disconnected || observer.targets.length === 0) continue;
        observer.callback(observer.targets.map(() => ({ isIntersecting: ratio > 0, intersectionRatio: ratio })));
      }
    },
  };
}
