// `@soc/i18n/early`: what the console's first module may import (no Lingui, no React): the locale and
// the download of its first-paint texts, started before the rest of the app has loaded (issue 11, item 9).
import { firstPaintParts } from './catalogue-parts.ts';
import type { Locale } from './locales.ts';

export { detectLocale } from './locales.ts';

/** Starts downloading `locale`'s first-paint texts; `activateLocaleForFirstPaint` then finds them on their way. */
export function startFirstPaintCatalogue(locale: Locale): void {
  firstPaintParts[locale]().catch(() => undefined);
}
