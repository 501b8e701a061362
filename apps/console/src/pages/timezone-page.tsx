import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { PageCard } from './page-card.tsx';

/** `/admin/timezone`: the clock's settings link lands here (spec 000 §2.2). */
export function TimezonePage() {
  const { t } = useLingui();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <PageCard title={t({ id: 'TIMEZONE.TITLE', message: 'Time zone' })} icon={<Clock size={36} aria-hidden="true" />}>
      <Text mb="2"><Trans id="TIMEZONE.CURRENT">The console shows times in {zone}.</Trans></Text>
      <Text color="fg.muted"><Trans id="TIMEZONE.BODY">Times follow your browser's time zone. The company-wide time zone setting is managed by the Administration module.</Trans></Text>
    </PageCard>
  );
}
