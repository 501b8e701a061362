import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { PageCard } from './page-card.tsx';

/** `/users/maintenance`. */
export function MaintenancePage() {
  const { t } = useLingui();
  return (
    <PageCard title={t({ id: 'MAINTENANCE.TITLE', message: 'Scheduled maintenance' })} icon={<Wrench size={36} aria-hidden="true" />}>
      <Text color="fg.muted"><Trans id="MAINTENANCE.BODY">The console is being updated. Please try again in a few minutes.</Trans></Text>
    </PageCard>
  );
}
