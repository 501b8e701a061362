// The shell tests' names for the shared testing entry (@soc/testing).
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { i18n } from '@soc/i18n';
import { createTestQueryClient, renderWithProviders, TestProviders } from '@soc/testing';

export { i18n };

export function newQueryClient(): QueryClient {
  return createTestQueryClient({ staleTime: Infinity });
}

/** Without `auth` the permissions come from no profile (everything gated off). */
export function ShellTestProviders({ auth, queryClient, children }: { auth?: AuthInfo; queryClient: QueryClient; children: ReactNode }) {
  return (
    <TestProviders auth={auth} queryClient={queryClient} toaster>
      {children}
    </TestProviders>
  );
}

/** Renders `ui` with Chakra, English Lingui, a fresh QueryClient, the persona's permissions and the toaster. */
export function renderWithShell(ui: ReactElement, options: { auth?: AuthInfo; queryClient?: QueryClient } = {}) {
  return renderWithProviders(ui, { queryClient: options.queryClient ?? newQueryClient(), auth: options.auth, toaster: true });
}
