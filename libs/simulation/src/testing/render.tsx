// Test wrappers: the providers a panel needs (Chakra system, English Lingui, a fresh QueryClient
// without retries, and the permissions of a mock persona).
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import { authInfoSchema, type AuthInfo } from '@soc/api';
import { i18n } from '@soc/i18n';
import { createAuthInfo, customisePersona, DEFAULT_PERSONA_ID, findPersona, PERSONAS, type PersonaPatch } from '@soc/mocks';
import { AccessProvider } from '@soc/rbac';
import { UiProvider } from '@soc/ui';
import type { ReactElement, ReactNode } from 'react';

// English with an empty catalogue: every message falls back to the macro's source text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

export interface TestProviderOptions {
  /** Mock persona (default: the toolbar default). */
  personaId?: string;
  personaPatch?: PersonaPatch;
  queryClient?: QueryClient;
}

/** The auth info of a mock persona, parsed as the console parses the server's (like .storybook/persona-auth.ts). */
export function personaAuth(personaId: string = DEFAULT_PERSONA_ID, patch: PersonaPatch = {}): AuthInfo {
  const persona = customisePersona(findPersona(personaId) ?? PERSONAS[0], patch);
  return authInfoSchema.parse(createAuthInfo(persona));
}

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });

function makeWrapper({ personaId, personaPatch, queryClient }: TestProviderOptions) {
  const client = queryClient ?? createTestQueryClient();
  const auth = personaAuth(personaId, personaPatch);
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <UiProvider>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <AccessProvider auth={auth}>{children}</AccessProvider>
          </QueryClientProvider>
        </I18nProvider>
      </UiProvider>
    );
  };
}

export function renderWithProviders(ui: ReactElement, options: TestProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { personaId, personaPatch, queryClient, ...rest } = options;
  return render(ui, { wrapper: makeWrapper({ personaId, personaPatch, queryClient }), ...rest });
}

export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: TestProviderOptions & Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  const { personaId, personaPatch, queryClient, ...rest } = options;
  return renderHook(hook, { wrapper: makeWrapper({ personaId, personaPatch, queryClient }), ...rest });
}
