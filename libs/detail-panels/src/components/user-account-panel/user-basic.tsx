import { Trans, useLingui } from '@lingui/react/macro';
import type { UserAccount } from '@soc/api';
import { DetailField, DetailList } from '@soc/ui';
import { PageLink } from '../page-link/page-link.tsx';
import { PivotField } from '../pivot/pivot-value.tsx';

/** Spec 001 §2.18: the identity-provider page. */
const IDENTITY_PROVIDER_PAGE_PATH = '/app/iam2/idp';
import { useYesNo } from '../risk-overview/panel-section.tsx';

/** `iamType`: "google" or another identity provider (spec 001 §3). */
function useIamTypeLabel() {
  const { t } = useLingui();
  return (iamType: string | null | undefined) => {
    if (!iamType?.trim()) return undefined;
    if (iamType.trim().toLowerCase() === 'google') return t({ id: 'DETAIL.USER_IAM_GOOGLE', message: 'Google' });
    return t({ id: 'DETAIL.USER_IAM_OTHER', message: `Other (${iamType})` });
  };
}

/** The Basic tab (spec 001 §2.13, §3 "User account"); `identityProviderPage`: the account may open the identity-provider page. */
export function UserBasic({ account, identityProviderPage = false }: { account: UserAccount; identityProviderPage?: boolean }) {
  const { t } = useLingui();
  const yesNo = useYesNo();
  const iamLabel = useIamTypeLabel();
  return (
    <DetailList columns={1}>
      {/* Values to pivot on (issue 13). The address names this very account: no "Open its profile". */}
      <PivotField label={t({ id: 'DETAIL.USER_NAME', message: 'User name' })} kind="user" value={account.userName} />
      <PivotField label={t({ id: 'DETAIL.USER_EMAIL', message: 'Email address' })} kind="email" value={account.emailAddress} profile={null} />
      <DetailField label={t({ id: 'DETAIL.USER_HPU', message: 'High-profile user' })} value={yesNo(account.isHpu)} />
      <DetailField label={t({ id: 'DETAIL.USER_DEPARTMENT', message: 'Department' })} value={account.department} />
      <DetailField label={t({ id: 'DETAIL.USER_EMAIL_PROTECTION', message: 'Email protection' })} value={account.emailProtection} />
      <DetailField label={t({ id: 'DETAIL.USER_XDR_POLICY', message: 'Detection and response policy ID' })} value={account.xdrPolicyId} format="hash" />
      <DetailField label={t({ id: 'DETAIL.USER_IAM_TYPE', message: 'Identity provider' })} value={iamLabel(account.iamType)} />
      {identityProviderPage ? (
        <DetailField label={t({ id: 'DETAIL.USER_IDP_SETTINGS', message: 'Identity provider settings' })}>
          <PageLink href={IDENTITY_PROVIDER_PAGE_PATH}>
            <Trans id="DETAIL.USER_IDP_PAGE_LINK">Open the identity provider page</Trans>
          </PageLink>
        </DetailField>
      ) : null}
    </DetailList>
  );
}
