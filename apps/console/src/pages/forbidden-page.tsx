import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import { PageCard } from './page-card.tsx';

/** `/users/403` — with msg=router (route check) or msg=app_router and the menu id (spec 000 §2.11). */
export function ForbiddenPage() {
  const { t } = useLingui();
  const search = useSearch({ from: '/users/403' });
  return (
    <PageCard title={t({ id: 'FORBIDDEN.TITLE', message: 'You do not have access to this page' })} icon={<ShieldX size={36} aria-hidden="true" />}>
      <Text color="fg.muted" mb="3">
        <Trans id="FORBIDDEN.BODY">Your account's role does not include this page. Ask your administrator to grant access if you need it.</Trans>
      </Text>
      {search.msg && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {/* t, not <Trans>: the values come from the address, and <Trans> would read markup in them. */}
          {t({ id: 'FORBIDDEN.REASON', message: `Reason: ${search.msg}` })}
          {search.id ? ` · ${t({ id: 'FORBIDDEN.MENU_ID', message: `Menu ID: ${search.id}` })}` : null}
        </Text>
      )}
      <Link to="/"><Trans id="COMMON.GO_HOME">Go to the home page</Trans></Link>
    </PageCard>
  );
}
