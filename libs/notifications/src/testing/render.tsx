import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { i18n } from '@soc/i18n';
import { UiProvider } from '@soc/ui';

// English with an empty catalogue: every message falls back to the macro's source text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

function providers(client: QueryClient, strict = false) {
  return function Providers({ children }: { children: ReactNode }) {
    const tree = (
      <UiProvider>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </I18nProvider>
      </UiProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
}

/** Renders inside Chakra, an English Lingui provider and a fresh QueryClient (retry off). */
export function renderWithProviders(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { client?: QueryClient; strict?: boolean } = {}) {
  const { client = createTestQueryClient(), strict, ...rest } = options;
  return { client, ...render(ui, { wrapper: providers(client, strict), ...rest }) };
}

/** `strict` renders under React StrictMode (effects run, clean up and run again). */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: { client?: QueryClient; initialProps?: Props; strict?: boolean } = {},
) {
  const { client = createTestQueryClient(), initialProps, strict } = options;
  return { client, ...renderHook(hook, { wrapper: providers(client, strict), initialProps }) };
}
