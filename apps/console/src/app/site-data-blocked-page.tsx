import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DatabaseZap } from 'lucide-react';
import { PageCard } from '../pages/page-card.tsx';

/** Shown instead of the console where the browser blocks site data (see site-data.ts). */
export function SiteDataBlockedPage() {
  const { t } = useLingui();
  return (
    <main>
      <PageCard title={t({ id: 'SHELL.SITE_DATA_BLOCKED_TITLE', message: 'This browser blocks site data' })} icon={<DatabaseZap size={36} aria-hidden="true" />}>
        <Text color="fg.muted">
          <Trans id="SHELL.SITE_DATA_BLOCKED_BODY">
            The console keeps your sign-in in this browser's site data, which is blocked for this site. Allow cookies and site data for this site in your browser's settings, then reload the page.
          </Trans>
        </Text>
      </PageCard>
    </main>
  );
}
