import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { PageCard } from './page-card.tsx';

/** `/users/about`. */
export function AboutPage() {
  const { t } = useLingui();
  return (
    <PageCard title={t({ id: 'ABOUT.TITLE', message: 'About the console' })} icon={<Info size={36} aria-hidden="true" />}>
      <Text color="fg.muted" mb="2"><Trans id="ABOUT.BODY">The security-operations console brings email, endpoint, cloud, identity, data, network and mobile security into one place.</Trans></Text>
      <Text fontSize="sm" color="fg.muted"><Trans id="ABOUT.VERSION">Console version {import.meta.env.VITE_CONSOLE_VERSION ?? '0.1.0'}</Trans></Text>
    </PageCard>
  );
}
