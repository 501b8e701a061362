import type { I18n } from '@lingui/core';
import type { MenuItem } from '@soc/api';
import { MENU_TITLES } from './menu-titles.ts';

type TitledItem = Pick<MenuItem, 'id' | 'title' | 'l10n'>;

/**
 * A menu item's label in the console's language (spec 000 §3: items carry their label key as `l10n`).
 * English shows the server's `title` as sent; other languages look the key up in the catalogue
 * (through the descriptor table, so the extractor knows every key) and fall back to `title` for a
 * key the catalogue does not have.
 */
export function menuItemTitle(item: TitledItem, i18n: I18n): string {
  const fallback = item.title || item.id;
  const key = item.l10n;
  if (!key || (i18n.locale === 'en' && item.title)) return fallback;
  const descriptor = MENU_TITLES[key];
  if (descriptor) return i18n._(descriptor);
  return key in i18n.messages ? i18n._(key) : fallback;
}
