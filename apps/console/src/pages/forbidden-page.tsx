import { Button, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import { PageCard } from './page-card.tsx';

/** What each check that sends here means (spec 000 §4.1), in words; the code itself stays for support. */
const REASONS: Record<string, MessageDescriptor> = {
  router: msg({ id: 'FORBIDDEN.REASON_ROUTER', message: 'The pages your role allows do not include this one.' }),
  app_router: msg({ id: 'FORBIDDEN.REASON_APP_ROUTER', message: 'Your menu does not include this page.' }),
};

/** `/users/403` — with msg=router (route check) or msg=app_router and the menu id (spec 000 §2.11). */
export function ForbiddenPage() {
  const { t, i18n } = useLingui();
  const search = useSearch({ from: '/users/403' });
  const reason = search.msg && Object.hasOwn(REASONS, search.msg) ? REASONS[search.msg] : undefined;
  return (
    <PageCard title={t({ id: 'FORBIDDEN.TITLE', message: 'You do not have access to this page' })} icon={<ShieldX size={36} aria-hidden="true" />}>
      <Text color="fg.muted" mb="3">
        <Trans id="FORBIDDEN.BODY">Your account's role does not include this page. Ask your administrator to grant access if you need it.</Trans>
      </Text>
      {reason ? (
        <Text color="fg.muted" mb="3">
          {i18n._(reason)}
        </Text>
      ) : null}
      {search.msg && (
        <Text fontSize="xs" color="fg.muted" mb="4">
          {/* t, not <Trans>: the values come from the address, and <Trans> would read markup in them. */}
          {t({ id: 'FORBIDDEN.REASON', message: `Reason code: ${search.msg}` })}
          {search.id ? ` · ${t({ id: 'FORBIDDEN.MENU_ID', message: `Menu ID: ${search.id}` })}` : null}
        </Text>
      )}
      <Button asChild colorPalette="blue" size="sm">
        <Link to="/">
          <Trans id="COMMON.GO_HOME">Go to the home page</Trans>
        </Link>
      </Button>
    </PageCard>
  );
}
