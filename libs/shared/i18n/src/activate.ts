import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import type { Locale } from './locales.ts';
import { lengthenPseudoMessages } from './pseudo.ts';

// Each catalogue is its own lazy chunk; only the active locale is downloaded.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  pseudo: () => import('./locales/pseudo/messages.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages: locale === 'pseudo' ? lengthenPseudoMessages(messages) : messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/**
 * Downloads a locale's catalogue without activating it, so a reload in that language finds it in
 * the browser's cache (the language setting waits for it before reloading).
 */
export async function prefetchLocale(locale: Locale): Promise<void> {
  await loaders[locale]();
}

export { i18n };
