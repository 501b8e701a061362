import { Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { logout } from '@soc/api';
import { PageCard } from './page-card.tsx';

/** `/users/logout`: signs out and leaves for the backend's logout page. */
export function LogoutPage() {
  const { t } = useLingui();
  useEffect(() => {
    void logout('user');
  }, []);
  return (
    <PageCard title={t({ id: 'LOGOUT.TITLE', message: 'Signing out' })}>
      <Text role="status" display="flex" gap="2" alignItems="center"><Spinner size="sm" /><Trans id="LOGOUT.BODY">Signing you out…</Trans></Text>
    </PageCard>
  );
}
