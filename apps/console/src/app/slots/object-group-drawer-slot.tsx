import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ObjectGroupDrawerContainer } from '@soc/detail-panels';
import { globalSearchHref } from '@soc/shell';

/**
 * The object-group drawer (spec 001 §2.16), opened by `toggleUICEvent` kind `objectGroupDrawer`. Its
 * "New search" goes to the global search page (spec 000 §2.7: /app/global-search?keyword=).
 */
export function ObjectGroupDrawerSlot() {
  const navigate = useNavigate();
  const onNewSearch = useCallback((keyword: string) => void navigate({ href: globalSearchHref(keyword) }), [navigate]);
  return <ObjectGroupDrawerContainer onNewSearch={onNewSearch} />;
}
