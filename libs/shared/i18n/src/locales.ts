/** Locales the console ships. `pseudo` is for layout testing only and is never offered to users. */
const LOCALES = ['en', 'ja', 'pseudo'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored language (contract §5 `language`), else the browser's, else English. */
export function detectLocale(storage?: Pick<Storage, 'getItem'>, languages: readonly string[] = navigator.languages): Locale {
  const stored = readStoredLanguage(storage);
  if (isLocale(stored)) return stored;
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base) && base !== 'pseudo') return base;
  }
  return DEFAULT_LOCALE;
}

/** `localStorage` is read inside the try: where the browser blocks site data, merely reading it throws. */
function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return (storage ?? localStorage).getItem('language');
  } catch {
    return null;
  }
}

/** BCP-47 tag for Intl formatters. */
export function intlLocale(locale: Locale): string {
  return locale === 'pseudo' ? 'en' : locale;
}

/**
 * What goes between two sentences, or a sentence and its aside, that are separate messages: a space
 * in English, nothing in Japanese (which sets no space after "。" or before "（").
 */
export function sentenceGap(locale: string): string {
  return locale === 'ja' ? '' : ' ';
}
