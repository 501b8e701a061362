import type { Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

type CatalogueModule = Promise<{ messages: Messages }>;

// Each locale's catalogue is two lazy chunks (tools/vite/catalogue-parts.ts): the messages the first
// paint may show, and the rest. Only the active locale's are downloaded. A part asked for twice is
// fetched once (the browser's module map), so the first module may start the download (early.ts).
export const firstPaintParts: Record<Locale, () => CatalogueModule> = {
  en: () => import('./locales/en/messages.po?part=first-paint'),
  ja: () => import('./locales/ja/messages.po?part=first-paint'),
  pseudo: () => import('./locales/pseudo/messages.po?part=first-paint'),
};
export const restParts: Record<Locale, () => CatalogueModule> = {
  en: () => import('./locales/en/messages.po?part=rest'),
  ja: () => import('./locales/ja/messages.po?part=rest'),
  pseudo: () => import('./locales/pseudo/messages.po?part=rest'),
};
