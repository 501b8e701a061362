import { useLingui } from '@lingui/react/macro';
import { DetailField } from '@soc/ui';
import { useEndpointIdentity } from '../../hooks/use-endpoint-identity.ts';
import { DirectoryProfilesView } from '../directory-profiles/directory-profiles.tsx';
import { useYesNo } from '../risk-overview/panel-section.tsx';
import { DateField } from '../date-field/date-field.tsx';

/** The Identity tab (spec 001 §2.5, §3): Azure-directory-style (aad) and on-premises directory (opa) entries. */
export function EndpointIdentitySection({ id }: { id: string }) {
  const { t } = useLingui();
  const yesNo = useYesNo();
  return (
    <DirectoryProfilesView
      state={useEndpointIdentity(id)}
      noneDescription={t({ id: 'DETAIL.EP_IDENTITY_NONE', message: 'No directory knows this endpoint.' })}
      cloudFields={(entry) => (
        <>
          <DetailField label={t({ id: 'DETAIL.ID_DEVICE_ID', message: 'Device ID' })} value={entry.id} format="hash" copyable />
          <DetailField label={t({ id: 'DETAIL.ID_JOIN_TYPE', message: 'Join type' })} value={entry.joinTypeDisplayName} />
          <DetailField label={t({ id: 'DETAIL.ID_COMPLIANT', message: 'Compliant' })} value={yesNo(entry.isCompliant)} />
          <DateField label={t({ id: 'DETAIL.ID_LAST_CHECK_IN', message: 'Last check-in' })} value={entry.lastCheckInTimestamp} />
          <DetailField label={t({ id: 'DETAIL.ID_DIRECTORY_SYNCED', message: 'Directory synced' })} value={yesNo(entry.isDirectorySynced)} />
        </>
      )}
      onPremisesFields={(entry) => <DetailField label={t({ id: 'DETAIL.ID_ENABLED', message: 'Enabled' })} value={yesNo(entry.isEnabled)} />}
    />
  );
}
