// Test helpers of the global dialogs: providers, an MSW server on the shared mock handlers and a
// controllable IntersectionObserver.
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { createTestQueryClient, setupMockServer, type RecordedRequest } from '@soc/testing';
import { ShellTestProviders } from '../../testing/render.tsx';
import type { ObserverFactory } from '../model/terms.ts';

export { createTestQueryClient };

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

export type SeenRequest = RecordedRequest;

/**
 * The shared mock server answering with `handlers()` afresh for every test (pass the shared mock
 * handlers); override per test with `server.use(...)`. `seen` lists the requests of the current test.
 */
export function setupDialogServer(handlers: () => RequestHandler[]) {
  const { server, requests } = setupMockServer({ createState: () => null, handlers: () => handlers() });
  return { server, seen: requests };
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
