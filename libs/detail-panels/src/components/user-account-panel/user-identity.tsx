import { useLingui } from '@lingui/react/macro';
import { DetailField } from '@soc/ui';
import { useUserIdentity } from '../../hooks/use-user-identity.ts';
import { DirectoryProfilesView } from '../directory-profiles/directory-profiles.tsx';
import { PivotField } from '../pivot/pivot-value.tsx';
import { TagList, useYesNo } from '../risk-overview/panel-section.tsx';
import { DateField } from '../date-field/date-field.tsx';

/** The identity inventory tab (spec 001 §2.13, §3 "User identity profiles"). */
export function UserIdentitySection({ userId }: { userId: string }) {
  const { t } = useLingui();
  const yesNo = useYesNo();
  return (
    <DirectoryProfilesView
      state={useUserIdentity(userId)}
      noneDescription={t({ id: 'DETAIL.USER_IDENTITY_NONE', message: 'No directory knows this user.' })}
      cloudFields={(profile) => (
        <>
          <PivotField label={t({ id: 'DETAIL.ID_UPN', message: 'User principal name' })} kind="user" value={profile.userPrincipalName} />
          <DetailField label={t({ id: 'DETAIL.ID_PRIVILEGED', message: 'Privileged' })} value={yesNo(profile.isPrivileged)} />
          <DetailField label={t({ id: 'DETAIL.ID_ROLES', message: 'Role assignments' })}>
            <TagList values={profile.roleAssignments} />
          </DetailField>
          <DetailField label={t({ id: 'DETAIL.ID_ENABLED', message: 'Enabled' })} value={yesNo(profile.isEnabled)} />
          <DateField label={t({ id: 'DETAIL.ID_PASSWORD_CHANGED', message: 'Password last changed' })} value={profile.lastPasswordChangeTimestamp} />
          <DetailField label={t({ id: 'DETAIL.ID_DIRECTORY_SYNCED', message: 'Directory synced' })} value={yesNo(profile.isDirectorySynced)} />
          <DetailField label={t({ id: 'DETAIL.ID_USER_TYPE', message: 'User type' })} value={profile.userTypeDisplayName} />
          <DetailField label={t({ id: 'DETAIL.ID_AUTH_TYPE', message: 'Authentication type' })} value={profile.authenticationTypeDisplayName} />
        </>
      )}
      onPremisesFields={(profile) => (
        <>
          <DetailField label={t({ id: 'DETAIL.ID_PRIVILEGED', message: 'Privileged' })} value={yesNo(profile.isPrivileged)} />
          <DetailField label={t({ id: 'DETAIL.ID_ENABLED', message: 'Enabled' })} value={yesNo(profile.isEnabled)} />
          <DetailField label={t({ id: 'DETAIL.ID_GROUP_COUNT', message: 'Group count' })} value={profile.groupCount} />
          <DetailField label={t({ id: 'DETAIL.ID_PRIMARY_GROUP', message: 'Primary group' })} value={profile.primaryGroup} />
        </>
      )}
    />
  );
}
