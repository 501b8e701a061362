import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { i18n } from '@soc/i18n';
import type { PersonaPatch } from '@soc/mocks';
import { AccessProvider } from '@soc/rbac';
import { Toaster, toaster as toasts, UiProvider } from '@soc/ui';
import { personaAuth } from '@soc/mocks';
import { createTestQueryClient } from './query-client.ts';

export interface TestProviderOptions {
  /** The permissions of this auth info; default: the persona's (`personaId`, `personaPatch`). */
  auth?: AuthInfo;
  /** Mock persona (default: the Storybook toolbar's default). */
  personaId?: string;
  personaPatch?: PersonaPatch;
  /** Default: a fresh `createTestQueryClient()`. */
  queryClient?: QueryClient;
  /** Mounts the toaster beside the tree. */
  toaster?: boolean;
  /** Renders under React StrictMode (effects run, clean up and run again). */
  strict?: boolean;
}

interface TestProvidersProps {
  auth: AuthInfo | undefined;
  queryClient: QueryClient;
  toaster?: boolean;
  children: ReactNode;
}

/** The providers the console gives every lib: Chakra, Lingui, react-query, permissions and (optionally) toasts. */
function TestProviders({ auth, queryClient, toaster = false, children }: TestProvidersProps) {
  return (
    <UiProvider>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AccessProvider auth={auth}>
            {children}
            {toaster ? <Toaster /> : null}
          </AccessProvider>
        </QueryClientProvider>
      </I18nProvider>
    </UiProvider>
  );
}

function wrapperFor({ auth, personaId, personaPatch, queryClient, toaster, strict }: TestProviderOptions) {
  const client = queryClient ?? createTestQueryClient();
  const resolvedAuth = auth ?? personaAuth(personaId, personaPatch);
  // The toaster is one store for the whole run (test files share modules): start without the toasts
  // an earlier test left, or they render here and hold the pointer.
  if (toaster) toasts.remove();
  function Wrapper({ children }: { children: ReactNode }) {
    const tree = (
      <TestProviders auth={resolvedAuth} queryClient={client} toaster={toaster}>
        {children}
      </TestProviders>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  }
  return { Wrapper, client, auth: resolvedAuth };
}

/** Renders `ui` inside the console's providers; returns the query client and auth it used. */
export function renderWithProviders(ui: ReactElement, options: TestProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { auth, personaId, personaPatch, queryClient, toaster, strict, ...rest } = options;
  const { Wrapper, client, auth: used } = wrapperFor({ auth, personaId, personaPatch, queryClient, toaster, strict });
  return { ...render(ui, { wrapper: Wrapper, ...rest }), queryClient: client, client, auth: used };
}

/** Renders a hook inside the console's providers; returns the query client it used. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: TestProviderOptions & Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  const { auth, personaId, personaPatch, queryClient, toaster, strict, ...rest } = options;
  const { Wrapper, client } = wrapperFor({ auth, personaId, personaPatch, queryClient, toaster, strict });
  return { ...renderHook(hook, { wrapper: Wrapper, ...rest }), queryClient: client, client };
}
