import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useGate } from '@soc/rbac';
import { GLOBAL_SEARCH_PATH, GlobalSearchBox, globalSearchHref, HOME_PATH, keywordFromSearchString } from '@soc/shell';
import { useConsoleNavigate } from '../hooks/use-console-navigate.ts';

/** The header search box (spec 000 §2.2, §2.7): enterprise views with the global-search-box flag only. */
export function SearchSlot() {
  return useGate('searchBox') ? <HeaderSearch /> : null;
}

const isSearchPage = (pathname: string) => pathname.replace(/\/+$/, '') === GLOBAL_SEARCH_PATH;

function HeaderSearch() {
  const router = useRouter();
  const navigate = useConsoleNavigate();
  const onSearchPage = useLocation({ select: (location) => isSearchPage(location.pathname) });
  // On the search page the box shows the page's keyword, read verbatim from the address.
  const keyword = useLocation({ select: (location) => (isSearchPage(location.pathname) ? keywordFromSearchString(location.searchStr) : '') });

  // The route exactly as the specification writes it: /app/global-search?keyword={text}.
  const onSearch = useCallback((text: string) => navigate(globalSearchHref(text)), [navigate]);
  const canGoBack = useCallback(() => router.history.canGoBack(), [router]);
  const onBack = useCallback(() => router.history.back(), [router]);
  const onHome = useCallback(() => navigate(HOME_PATH), [navigate]);

  return <GlobalSearchBox keyword={keyword} showBack={onSearchPage} onSearch={onSearch} canGoBack={canGoBack} onBack={onBack} onHome={onHome} />;
}
