import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { GlobalSearchResults, keywordFromSearchString } from '@soc/shell';

/** `/app/global-search?keyword=`: what the keyword is, the panel that takes it, and where full results live. */
export function GlobalSearchPage() {
  const navigate = useNavigate();
  // Read verbatim from the address: the router's JSON search parser would turn "12345" into a number.
  const keyword = useLocation({ select: (location) => keywordFromSearchString(location.searchStr) });
  const onNavigate = useCallback((href: string) => void navigate({ href }), [navigate]);
  return <GlobalSearchResults keyword={keyword} onNavigate={onNavigate} />;
}
