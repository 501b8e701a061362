import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { AccessProvider } from '@soc/rbac';
import { Toaster, UiProvider } from '@soc/ui';
import { personaAuth } from './persona-auth.ts';

// English with an empty catalogue: every message falls back to the macro's source text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** Without `auth` the permissions come from no profile (everything gated off). */
export function ShellTestProviders({ auth, queryClient, children }: { auth?: AuthInfo; queryClient: QueryClient; children: ReactNode }) {
  return (
    <UiProvider>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AccessProvider auth={auth}>
            {children}
            <Toaster />
          </AccessProvider>
        </QueryClientProvider>
      </I18nProvider>
    </UiProvider>
  );
}

/** Renders `ui` with Chakra, English Lingui, a fresh QueryClient, the persona's permissions and the toaster. */
export function renderWithShell(ui: ReactElement, options: { auth?: AuthInfo; queryClient?: QueryClient } = {}): RenderResult & { auth: AuthInfo } {
  const auth = options.auth ?? personaAuth();
  const queryClient = options.queryClient ?? newQueryClient();
  const result = render(ui, { wrapper: ({ children }) => <ShellTestProviders auth={auth} queryClient={queryClient}>{children}</ShellTestProviders> });
  return { ...result, auth };
}
