import type { Locale } from '@soc/i18n';

/**
 * The languages the drawer offers (spec 000 §2.8), each named in its own language so a reader of
 * either can find theirs; `lang` lets screen readers pronounce the name correctly.
 */
export const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ja', label: '日本語', lang: 'ja' },
] as const satisfies readonly { value: Locale; label: string; lang: string }[];
export type LanguageValue = (typeof LANGUAGE_OPTIONS)[number]['value'];

export function isLanguageValue(value: unknown): value is LanguageValue {
  return LANGUAGE_OPTIONS.some((option) => option.value === value);
}

/** Spec 000 §8 "Saved notice, then reload": the notice stays readable for a second before the page reloads. */
export const LANGUAGE_RELOAD_DELAY_MS = 1000;
