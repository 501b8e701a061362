import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MenuItem } from '@soc/api';
import { menuItemTitle } from '../model/menu-title.ts';

/** `menuItemTitle` bound to the active language; components re-render when the language changes. */
export function useMenuTitle(): (item: Pick<MenuItem, 'id' | 'title' | 'l10n'>) => string {
  const { i18n } = useLingui();
  return useCallback((item) => menuItemTitle(item, i18n), [i18n]);
}
