import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { PageCard } from './page-card.tsx';

/** `/users/started` — also where the landing redirect ends when it cannot decide (spec 002 §8). */
export function StartedPage() {
  const { t } = useLingui();
  const { from } = useSearch({ from: '/users/started' });
  const reason =
    from === '6' ? t({ id: 'STARTED.FROM_6', message: 'Your landing page setting could not be loaded, so you are on the getting-started page.' })
    : from === '5' ? t({ id: 'STARTED.FROM_5', message: 'No landing page is set for your account yet.' })
    : from === '3' ? t({ id: 'STARTED.FROM_3', message: 'Your landing page is no longer in your menu.' })
    : undefined;
  return (
    <PageCard title={t({ id: 'STARTED.TITLE', message: 'Getting started' })} icon={<Compass size={36} aria-hidden="true" />}>
      {reason && <Text role="status" mb="3">{reason}</Text>}
      <Text color="fg.muted"><Trans id="STARTED.BODY">Choose a page from the menu on the left. You can set a landing page in your account settings so the console opens there next time.</Trans></Text>
    </PageCard>
  );
}
