import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { EndpointIdentity } from '@soc/api';
import { DetailField } from '@soc/ui';
import type { ReactNode } from 'react';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelNoData, PanelStateView } from '../panel-state/panel-state.tsx';
import { FieldSection, TagList } from '../risk-overview/panel-section.tsx';
import { PagedEntries } from '../reveal-more/reveal-more.tsx';
import { DateField } from '../date-field/date-field.tsx';

// What an endpoint's and a user's directory profiles have in common (spec 001 §3).
type CloudProfile = Pick<EndpointIdentity['aad'][number], 'tenantName' | 'tenantId'>;
type OnPremisesProfile = Pick<
  EndpointIdentity['opa'][number],
  'domain' | 'userAccountControlFlags' | 'servicePrincipalNames' | 'passwordLastChangedTimestamp' | 'createTimestamp' | 'distinguishedName'
>;

/** Each profile's section: cloud-directory profiles, then on-premises ones, one paged list. */
const PROFILE_ENTRY = ':scope > div > section';

export interface DirectoryProfilesViewProps<C extends CloudProfile, O extends OnPremisesProfile> {
  state: PanelState<{ aad: readonly C[]; opa: readonly O[] }>;
  animated?: boolean;
  /** The no-data description: no directory knows the object. */
  noneDescription: string;
  /** A cloud-directory (aad) profile's own fields, after its tenant name and ID. */
  cloudFields: (profile: C) => ReactNode;
  /** An on-premises-directory (opa) profile's own fields, between its domain and its account control flags. */
  onPremisesFields: (profile: O) => ReactNode;
}

/** The identity tab of the endpoint and user account panels: a section for each directory profile of the object. */
export function DirectoryProfilesView<C extends CloudProfile, O extends OnPremisesProfile>({
  state,
  animated,
  noneDescription,
  cloudFields,
  onPremisesFields,
}: DirectoryProfilesViewProps<C, O>) {
  const { t } = useLingui();
  return (
    <PanelStateView state={state} animated={animated} notFound={<PanelNoData description={noneDescription} />}>
      {(identity) => (
        // A record can hold thousands of profiles: a page at a time, the on-premises ones after the cloud ones.
        <PagedEntries total={identity.aad.length + identity.opa.length} entrySelector={PROFILE_ENTRY}>
          {(visibleCount) => (
            <Stack gap="5">
              {identity.aad.slice(0, visibleCount).map((profile, index) => {
                const tenant = profile.tenantName ?? profile.tenantId ?? '-';
                return (
                  <FieldSection
                    key={`aad-${index}`}
                    entryIndex={index}
                    title={t({ id: 'DETAIL.EP_AAD_ENTRY', message: `Cloud directory: ${tenant}` })}
                  >
                    <DetailField label={t({ id: 'DETAIL.ID_TENANT_NAME', message: 'Tenant name' })} value={profile.tenantName} />
                    <DetailField label={t({ id: 'DETAIL.ID_TENANT_ID', message: 'Tenant ID' })} value={profile.tenantId} format="hash" />
                    {cloudFields(profile)}
                  </FieldSection>
                );
              })}
              {identity.opa.slice(0, Math.max(0, visibleCount - identity.aad.length)).map((profile, index) => {
                const domain = profile.domain ?? '-';
                return (
                  <FieldSection
                    key={`opa-${index}`}
                    entryIndex={identity.aad.length + index}
                    title={t({ id: 'DETAIL.EP_OPA_ENTRY', message: `On-premises directory: ${domain}` })}
                  >
                    <DetailField label={t({ id: 'DETAIL.ID_DOMAIN', message: 'Domain' })} value={profile.domain} />
                    {onPremisesFields(profile)}
                    <DetailField label={t({ id: 'DETAIL.ID_UAC_FLAGS', message: 'User account control flags' })}>
                      <TagList values={profile.userAccountControlFlags} />
                    </DetailField>
                    <DetailField
                      label={t({ id: 'DETAIL.ID_SPNS', message: 'Service principal names' })}
                      value={profile.servicePrincipalNames}
                      format="hash"
                    />
                    <DateField
                      label={t({ id: 'DETAIL.ID_PASSWORD_CHANGED', message: 'Password last changed' })}
                      value={profile.passwordLastChangedTimestamp}
                    />
                    <DateField label={t({ id: 'DETAIL.ID_CREATED', message: 'Created' })} value={profile.createTimestamp} />
                    <DetailField
                      label={t({ id: 'DETAIL.ID_DISTINGUISHED_NAME', message: 'Distinguished name' })}
                      value={profile.distinguishedName}
                      format="hash"
                      copyable
                    />
                  </FieldSection>
                );
              })}
            </Stack>
          )}
        </PagedEntries>
      )}
    </PanelStateView>
  );
}
