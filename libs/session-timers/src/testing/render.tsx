import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { authInfoSchema, type AuthInfo } from '@soc/api';
import { createAuthInfo, PERSONAS } from '@soc/mocks';
import { AccessProvider } from '@soc/rbac';
import { UiProvider } from '@soc/ui';

// English with an empty catalogue: every message falls back to the macro's source text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } } });
}

export function testAuth(isFoundation = true): AuthInfo {
  return authInfoSchema.parse(createAuthInfo({ ...PERSONAS[0], isFoundation }));
}

/** Renders inside the console's providers: Chakra, English Lingui, a fresh query client, the auth info. */
export function renderWithProviders(
  ui: ReactElement,
  { client = testQueryClient(), auth = testAuth() }: { client?: QueryClient; auth?: AuthInfo } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <UiProvider>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <AccessProvider auth={auth}>{children}</AccessProvider>
          </QueryClientProvider>
        </I18nProvider>
      </UiProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers }), client };
}
