import { isLocale } from '@soc/i18n';

/** The `lang` sent to the server: the console language; the pseudo-locale asks for English. */
export function apiLanguage(locale: string): string {
  return isLocale(locale) && locale !== 'pseudo' ? locale : 'en';
}
