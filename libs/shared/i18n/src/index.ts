export { isLocale, detectLocale, intlLocale, sentenceGap, serverLanguage } from './locales.ts';
export type { Locale } from './locales.ts';
export { activateLocale, activateLocaleForFirstPaint, i18n, loadRestOfCatalogue, prefetchLocale } from './activate.ts';
export { ConsoleI18nProvider } from './i18n-provider.tsx';
