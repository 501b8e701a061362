import { useSearch } from '@tanstack/react-router';
import { GlobalSearchResults } from '@soc/shell';
import { useConsoleNavigate } from '../app/hooks/use-console-navigate.ts';

/** `/app/global-search?keyword=`: what the keyword is, the panel that takes it, and where full results live. */
export function GlobalSearchPage() {
  // The route's validated keyword, read verbatim from the address ("12345" and "1.00" stay text).
  const keyword = useSearch({ from: '/app/global-search', select: (search) => search.keyword ?? '' });
  const onNavigate = useConsoleNavigate();
  return <GlobalSearchResults keyword={keyword} onNavigate={onNavigate} />;
}
