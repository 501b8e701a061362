import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { EndpointIdentity } from '@soc/api';
import { DateTime, DetailField, DetailList } from '@soc/ui';
import { useEndpointIdentity } from '../../hooks/use-endpoint-identity.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelNoData, PanelStateView } from '../panel-state/panel-state.tsx';
import { PanelSection, TagList, useYesNo } from '../risk-overview/panel-section.tsx';

/** The Identity tab (spec 001 §2.5, §3): Azure-directory-style (aad) and on-premises directory (opa) entries. */
function EndpointIdentityView({ state, animated }: { state: PanelState<EndpointIdentity>; animated?: boolean }) {
  const { t } = useLingui();
  return (
    <PanelStateView
      state={state}
      animated={animated}
      notFound={<PanelNoData description={t({ id: 'DETAIL.EP_IDENTITY_NONE', message: 'No directory knows this endpoint.' })} />}
    >
      {(identity) => <IdentityEntries identity={identity} />}
    </PanelStateView>
  );
}

function IdentityEntries({ identity }: { identity: EndpointIdentity }) {
  const { t } = useLingui();
  const yesNo = useYesNo();
  return (
    <Stack gap="5">
      {identity.aad.map((entry, index) => {
        const tenant = entry.tenantName ?? entry.tenantId ?? '-';
        return (
        <PanelSection key={`aad-${index}`} title={t({ id: 'DETAIL.EP_AAD_ENTRY', message: `Cloud directory: ${tenant}` })}>
          <DetailList columns={1}>
            <DetailField label={t({ id: 'DETAIL.ID_TENANT_NAME', message: 'Tenant name' })} value={entry.tenantName} />
            <DetailField label={t({ id: 'DETAIL.ID_TENANT_ID', message: 'Tenant ID' })} value={entry.tenantId} format="hash" />
            <DetailField label={t({ id: 'DETAIL.ID_DEVICE_ID', message: 'Device ID' })} value={entry.id} format="hash" copyable />
            <DetailField label={t({ id: 'DETAIL.ID_JOIN_TYPE', message: 'Join type' })} value={entry.joinTypeDisplayName} />
            <DetailField label={t({ id: 'DETAIL.ID_COMPLIANT', message: 'Compliant' })} value={yesNo(entry.isCompliant)} />
            <DetailField label={t({ id: 'DETAIL.ID_LAST_CHECK_IN', message: 'Last check-in' })}>
              <DateTime value={entry.lastCheckInTimestamp} />
            </DetailField>
            <DetailField label={t({ id: 'DETAIL.ID_DIRECTORY_SYNCED', message: 'Directory synced' })} value={yesNo(entry.isDirectorySynced)} />
          </DetailList>
        </PanelSection>
        );
      })}
      {identity.opa.map((entry, index) => {
        const domain = entry.domain ?? '-';
        return (
        <PanelSection key={`opa-${index}`} title={t({ id: 'DETAIL.EP_OPA_ENTRY', message: `On-premises directory: ${domain}` })}>
          <DetailList columns={1}>
            <DetailField label={t({ id: 'DETAIL.ID_DOMAIN', message: 'Domain' })} value={entry.domain} />
            <DetailField label={t({ id: 'DETAIL.ID_ENABLED', message: 'Enabled' })} value={yesNo(entry.isEnabled)} />
            <DetailField label={t({ id: 'DETAIL.ID_UAC_FLAGS', message: 'User account control flags' })}>
              <TagList values={entry.userAccountControlFlags} />
            </DetailField>
            <DetailField label={t({ id: 'DETAIL.ID_SPNS', message: 'Service principal names' })} value={entry.servicePrincipalNames} format="hash" />
            <DetailField label={t({ id: 'DETAIL.ID_PASSWORD_CHANGED', message: 'Password last changed' })}>
              <DateTime value={entry.passwordLastChangedTimestamp} />
            </DetailField>
            <DetailField label={t({ id: 'DETAIL.ID_CREATED', message: 'Created' })}>
              <DateTime value={entry.createTimestamp} />
            </DetailField>
            <DetailField label={t({ id: 'DETAIL.ID_DISTINGUISHED_NAME', message: 'Distinguished name' })} value={entry.distinguishedName} format="hash" copyable />
          </DetailList>
        </PanelSection>
        );
      })}
    </Stack>
  );
}

export function EndpointIdentitySection({ id }: { id: string }) {
  return <EndpointIdentityView state={useEndpointIdentity(id)} />;
}
