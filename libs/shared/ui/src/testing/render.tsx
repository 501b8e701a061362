import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../provider/ui-provider.tsx';

// English with an empty catalogue: every message falls back to the macro's source text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </UiProvider>
  );
}

/** Renders `ui` inside UiProvider and an English Lingui provider. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: Providers, ...options });
}

