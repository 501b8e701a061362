import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './activate.ts';

/** Lingui provider bound to the console's single i18n instance. Activate a locale before rendering. */
export function ConsoleI18nProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
