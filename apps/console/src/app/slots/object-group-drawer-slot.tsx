import { useCallback } from 'react';
import { ObjectGroupDrawerContainer } from '@soc/detail-panels';
import { globalSearchHref } from '@soc/shell';
import { useConsoleNavigate } from '../hooks/use-console-navigate.ts';

/**
 * The object-group drawer (spec 001 §2.16), opened by `toggleUICEvent` kind `objectGroupDrawer`. Its
 * "New search" goes to the global search page (spec 000 §2.7: /app/global-search?keyword=).
 */
export function ObjectGroupDrawerSlot() {
  const navigate = useConsoleNavigate();
  const onNewSearch = useCallback((keyword: string) => navigate(globalSearchHref(keyword)), [navigate]);
  return <ObjectGroupDrawerContainer onNewSearch={onNewSearch} />;
}
