import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LockKeyhole } from 'lucide-react';
import { PageCard } from '../pages/page-card.tsx';

/** Shown in place of the main UI while the account has no sign-in allowance (spec 000 §2.1). */
export function SignInNotAllowedPage() {
  const { t } = useLingui();
  return (
    <PageCard title={t({ id: 'SHELL.SIGN_IN_NOT_ALLOWED_TITLE', message: 'Sign-in to this console is not allowed yet' })} icon={<LockKeyhole size={36} aria-hidden="true" />}>
      <Text color="fg.muted">
        <Trans id="SHELL.SIGN_IN_NOT_ALLOWED_BODY">
          Your account is not yet allowed to sign in to this console. Contact your administrator to have sign-in enabled for your account. You can use Logout in the user menu at the top right.
        </Trans>
      </Text>
    </PageCard>
  );
}
