/** Locales the console ships. `pseudo` is for layout testing only and is never offered to users. */
const LOCALES = ['en', 'ja', 'pseudo'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The stored language (contract §5 `language`), else the browser's, else English. A stored region tag
 * (`ja-JP`, `ja_JP`, another console's way of writing it) counts as its language; `pseudo` counts only
 * when stored, as the layout-testing switch.
 */
export function detectLocale(storage?: Pick<Storage, 'getItem'>, languages: readonly string[] = navigator.languages): Locale {
  const stored = readStoredLanguage(storage);
  const storedBase = stored === null ? undefined : languageOf(stored);
  if (isLocale(storedBase)) return storedBase;
  for (const tag of languages) {
    const base = languageOf(tag);
    if (isLocale(base) && base !== 'pseudo') return base;
  }
  return DEFAULT_LOCALE;
}

function languageOf(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** `localStorage` is read inside the try: where the browser blocks site data, merely reading it throws. */
function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return (storage ?? localStorage).getItem('language');
  } catch {
    return null;
  }
}

/** The language a call sends the server (the sandbox's `lang`): the console's base language, English for the pseudo-locale. */
export function serverLanguage(locale: Locale): 'en' | 'ja' {
  return locale === 'pseudo' ? 'en' : locale;
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
