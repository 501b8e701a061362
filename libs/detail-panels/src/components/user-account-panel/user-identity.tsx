import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UserIdentity } from '@soc/api';
import { DateTime, DetailField, DetailList } from '@soc/ui';
import { useUserIdentity } from '../../hooks/use-user-identity.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelNoData, PanelStateView } from '../panel-state/panel-state.tsx';
import { PivotField } from '../pivot/pivot-value.tsx';
import { PanelSection, TagList, useYesNo } from '../risk-overview/panel-section.tsx';

/** The identity inventory tab (spec 001 §2.13, §3 "User identity profiles"). */
function UserIdentityView({ state, animated }: { state: PanelState<UserIdentity>; animated?: boolean }) {
  const { t } = useLingui();
  return (
    <PanelStateView
      state={state}
      animated={animated}
      notFound={<PanelNoData description={t({ id: 'DETAIL.USER_IDENTITY_NONE', message: 'No directory knows this user.' })} />}
    >
      {(identity) => <UserIdentityProfiles identity={identity} />}
    </PanelStateView>
  );
}

function UserIdentityProfiles({ identity }: { identity: UserIdentity }) {
  const { t } = useLingui();
  const yesNo = useYesNo();
  return (
    <Stack gap="5">
      {identity.aad.map((profile, index) => {
        const tenant = profile.tenantName ?? profile.tenantId ?? '-';
        return (
          <PanelSection key={`aad-${index}`} title={t({ id: 'DETAIL.EP_AAD_ENTRY', message: `Cloud directory: ${tenant}` })}>
            <DetailList columns={1}>
              <DetailField label={t({ id: 'DETAIL.ID_TENANT_NAME', message: 'Tenant name' })} value={profile.tenantName} />
              <DetailField label={t({ id: 'DETAIL.ID_TENANT_ID', message: 'Tenant ID' })} value={profile.tenantId} format="hash" />
              <PivotField label={t({ id: 'DETAIL.ID_UPN', message: 'User principal name' })} kind="user" value={profile.userPrincipalName} />
              <DetailField label={t({ id: 'DETAIL.ID_PRIVILEGED', message: 'Privileged' })} value={yesNo(profile.isPrivileged)} />
              <DetailField label={t({ id: 'DETAIL.ID_ROLES', message: 'Role assignments' })}>
                <TagList values={profile.roleAssignments} />
              </DetailField>
              <DetailField label={t({ id: 'DETAIL.ID_ENABLED', message: 'Enabled' })} value={yesNo(profile.isEnabled)} />
              <DetailField label={t({ id: 'DETAIL.ID_PASSWORD_CHANGED', message: 'Password last changed' })}>
                <DateTime value={profile.lastPasswordChangeTimestamp} />
              </DetailField>
              <DetailField label={t({ id: 'DETAIL.ID_DIRECTORY_SYNCED', message: 'Directory synced' })} value={yesNo(profile.isDirectorySynced)} />
              <DetailField label={t({ id: 'DETAIL.ID_USER_TYPE', message: 'User type' })} value={profile.userTypeDisplayName} />
              <DetailField label={t({ id: 'DETAIL.ID_AUTH_TYPE', message: 'Authentication type' })} value={profile.authenticationTypeDisplayName} />
            </DetailList>
          </PanelSection>
        );
      })}
      {identity.opa.map((profile, index) => {
        const domain = profile.domain ?? '-';
        return (
          <PanelSection key={`opa-${index}`} title={t({ id: 'DETAIL.EP_OPA_ENTRY', message: `On-premises directory: ${domain}` })}>
            <DetailList columns={1}>
              <DetailField label={t({ id: 'DETAIL.ID_DOMAIN', message: 'Domain' })} value={profile.domain} />
              <DetailField label={t({ id: 'DETAIL.ID_PRIVILEGED', message: 'Privileged' })} value={yesNo(profile.isPrivileged)} />
              <DetailField label={t({ id: 'DETAIL.ID_ENABLED', message: 'Enabled' })} value={yesNo(profile.isEnabled)} />
              <DetailField label={t({ id: 'DETAIL.ID_GROUP_COUNT', message: 'Group count' })} value={profile.groupCount} />
              <DetailField label={t({ id: 'DETAIL.ID_PRIMARY_GROUP', message: 'Primary group' })} value={profile.primaryGroup} />
              <DetailField label={t({ id: 'DETAIL.ID_UAC_FLAGS', message: 'User account control flags' })}>
                <TagList values={profile.userAccountControlFlags} />
              </DetailField>
              <DetailField label={t({ id: 'DETAIL.ID_SPNS', message: 'Service principal names' })} value={profile.servicePrincipalNames} format="hash" />
              <DetailField label={t({ id: 'DETAIL.ID_PASSWORD_CHANGED', message: 'Password last changed' })}>
                <DateTime value={profile.passwordLastChangedTimestamp} />
              </DetailField>
              <DetailField label={t({ id: 'DETAIL.ID_CREATED', message: 'Created' })}>
                <DateTime value={profile.createTimestamp} />
              </DetailField>
              <DetailField label={t({ id: 'DETAIL.ID_DISTINGUISHED_NAME', message: 'Distinguished name' })} value={profile.distinguishedName} format="hash" copyable />
            </DetailList>
          </PanelSection>
        );
      })}
    </Stack>
  );
}

export function UserIdentitySection({ userId }: { userId: string }) {
  return <UserIdentityView state={useUserIdentity(userId)} />;
}
