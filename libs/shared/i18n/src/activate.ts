import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { firstPaintParts, restParts } from './catalogue-parts.ts';
import type { Locale } from './locales.ts';
import { lengthenPseudoMessages } from './pseudo.ts';

let rest: { locale: Locale; loaded: Promise<void> } | undefined;

/** The pseudo-locale's texts are made ~35 % longer, so layouts show where a longer language overflows. */
const prepared = (locale: Locale, messages: Messages): Messages => (locale === 'pseudo' ? lengthenPseudoMessages(messages) : messages);

function setDocumentLanguage(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/** Activates `locale` with its whole catalogue. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale && rest?.locale === locale) return rest.loaded;
  await activateLocaleForFirstPaint(locale);
  await loadRestOfCatalogue();
}

/**
 * Activates `locale` with the messages the first paint may show only; `loadRestOfCatalogue` adds
 * the others. A message asked for before then loads them at once (and the texts re-render).
 */
export async function activateLocaleForFirstPaint(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await firstPaintParts[locale]();
  rest = undefined;
  i18n.loadAndActivate({ locale, messages: prepared(locale, messages) });
  setDocumentLanguage(locale);
}

/** Resolves once a locale is active (the console activates one before its first render). */
function whenActive(): Promise<Locale> {
  if (i18n.locale) return Promise.resolve(i18n.locale as Locale);
  return new Promise((resolve) => {
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return;
      stop();
      resolve(i18n.locale as Locale);
    });
  });
}

/**
 * Adds the rest of the active locale's catalogue (once per locale). Asked for before any locale is
 * active (a first visit's 401 can come back before the first part), it waits for the activation.
 */
export function loadRestOfCatalogue(): Promise<void> {
  if (!i18n.locale) return whenActive().then(loadRestOfCatalogue);
  const locale = i18n.locale as Locale;
  if (rest?.locale !== locale) {
    rest = { locale, loaded: restParts[locale]().then(({ messages }) => i18n.load(locale, prepared(locale, messages))) };
  }
  return rest.loaded;
}

/**
 * Downloads a locale's catalogue without activating it, so a reload in that language finds it in
 * the browser's cache (the language setting waits for it before reloading).
 */
export async function prefetchLocale(locale: Locale): Promise<void> {
  await Promise.all([firstPaintParts[locale](), restParts[locale]()]);
}

// A text of the rest drawn early (a component that should have waited) shows its id for a moment only.
i18n.on('missing', () => void loadRestOfCatalogue());

export { i18n };
