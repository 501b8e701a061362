import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { PageCard } from './page-card.tsx';

/** `/app/global-search?keyword=` — results are served by the search module; the shell names the keyword. */
export function GlobalSearchPage() {
  const { t } = useLingui();
  const { keyword } = useSearch({ strict: false }) as { keyword?: string };
  return (
    <PageCard title={t({ id: 'GLOBAL_SEARCH.TITLE', message: 'Global search' })} icon={<Search size={36} aria-hidden="true" />}>
      {keyword ? (
        <Text mb="2"><Trans id="GLOBAL_SEARCH.KEYWORD">Results for “{keyword}”</Trans></Text>
      ) : (
        <Text mb="2"><Trans id="GLOBAL_SEARCH.EMPTY">Type a keyword in the search box in the header and press Enter.</Trans></Text>
      )}
      <Text color="fg.muted"><Trans id="GLOBAL_SEARCH.PROVIDED_BY">Search results are provided by the Search module.</Trans></Text>
    </PageCard>
  );
}
