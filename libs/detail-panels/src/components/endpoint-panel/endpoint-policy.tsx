import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EndpointRecord } from '@soc/api';
import { DetailField, DetailList, ValueOrDash } from '@soc/ui';
import { FieldSection, PanelSection, TagList, useYesNo } from '../risk-overview/panel-section.tsx';
import { ENTRY_LABEL, EntryLabel, PagedEntries } from '../reveal-more/reveal-more.tsx';
import type { EndpointGates } from './endpoint-gates.ts';
import { IpsRulesPopup } from './endpoint-popups.tsx';
import { SimpleTable, type SimpleTableProps } from './popup-dialog.tsx';

export interface EndpointPolicyProps {
  record: EndpointRecord;
  gates: Pick<EndpointGates, 'unifiedPolicy'>;
}

/** A feature's name, in its row's first cell: the row's focus target in a paged table. */
const FEATURE_ENTRY = `:scope tbody > tr > td:first-child > ${ENTRY_LABEL}`;

/** A section's table of features, a page of rows at a time; with none, the section's one field, a dash. */
function FeatureTableSection({ title, rows, columns, caption }: SimpleTableProps & { title: string }) {
  return (
    <PanelSection title={title}>
      {rows.length === 0 ? (
        <DetailList columns={1}>
          <DetailField label={title} value={undefined} />
        </DetailList>
      ) : (
        <PagedEntries total={rows.length} entrySelector={FEATURE_ENTRY}>
          {(visibleCount, paged) => (
            <SimpleTable
              caption={caption}
              columns={columns}
              rows={rows.slice(0, visibleCount).map(([name, ...cells], index) => [
                <EntryLabel key="name" index={index} paged={paged}>
                  <ValueOrDash value={name} />
                </EntryLabel>,
                ...cells,
              ])}
            />
          )}
        </PagedEntries>
      )}
    </PanelSection>
  );
}

/** The Policy tab (spec 001 §2.5), its fields in the order §2.5 enumerates them. The unified policy only with the v1es-unified-policy flag. */
export function EndpointPolicy({ record, gates }: EndpointPolicyProps) {
  const { t } = useLingui();
  const yesNo = useYesNo();
  const schedule = record.unified_policy_anti_malware_schedule_scan;
  return (
    <Stack gap="5">
      <FieldSection title={<Trans id="DETAIL.EP_SECTION_DETAIL_PROFILE">Detail profile</Trans>}>
        <DetailField label={t({ id: 'DETAIL.EP_DETAIL_PROFILE_BASIC', message: 'Detail profile' })} value={record.detail_profile?.basic} />
        <DetailField label={t({ id: 'DETAIL.EP_DETAIL_PROFILE_POLICY', message: 'Detail profile policy' })} value={record.detail_profile?.policy} />
      </FieldSection>

      {gates.unifiedPolicy ? (
        <FieldSection title={<Trans id="DETAIL.EP_SECTION_UNIFIED">Unified policy</Trans>} testId="unified-policy">
          <DetailField label={t({ id: 'DETAIL.EP_UNIFIED_POLICY', message: 'Unified policy' })} value={record.unified_policy} />
          <DetailField label={t({ id: 'DETAIL.EP_ASSIGNMENT', message: 'Assignment name' })} value={record.unified_policy_assignments?.assignment_name} />
          <DetailField label={t({ id: 'DETAIL.EP_PRIORITY', message: 'Priority name' })} value={record.unified_policy_assignments?.priority_name} />
          <DetailField
            label={t({ id: 'DETAIL.EP_SCHEDULED_SCAN', message: 'Anti-malware scheduled scan' })}
            value={schedule?.name ?? schedule?.id}
          />
        </FieldSection>
      ) : null}

      <FieldSection title={<Trans id="DETAIL.EP_SECTION_POLICY">Policies</Trans>}>
        <DetailField label={t({ id: 'DETAIL.EP_SENSOR_POLICY', message: 'Sensor policy' })} value={record.sensor_policy} />
        <DetailField label={t({ id: 'DETAIL.EP_SENSOR_POLICY_OVERRIDE', message: 'Sensor policy override' })} value={record.sensor_policy_override} />
        <DetailField label={t({ id: 'DETAIL.EP_POLICY_NAME', message: 'Policy name' })} value={record.policy?.name} />
      </FieldSection>

      <FeatureTableSection
        title={t({ id: 'DETAIL.EP_EPP_FEATURES', message: 'Endpoint protection features' })}
        caption={<Trans id="DETAIL.EP_EPP_FEATURES_CAPTION">Feature compliance</Trans>}
        columns={[
          t({ id: 'DETAIL.EP_FEATURE_NAME', message: 'Name' }),
          t({ id: 'DETAIL.EP_FEATURE_STATUS', message: 'Status' }),
          t({ id: 'DETAIL.EP_FEATURE_NOT_COMPLIANT', message: 'Not-compliant sub-features' }),
          t({ id: 'DETAIL.EP_FEATURE_PATTERN_OUTDATED', message: 'Pattern outdated' }),
        ]}
        rows={record.epp_features.map((feature) => [feature.name, feature.status, feature.not_compliant_sub_features.join(', '), yesNo(feature.pattern_outdated)])}
      />

      <FeatureTableSection
        title={t({ id: 'DETAIL.EP_XES_FEATURES', message: 'Endpoint sensor features' })}
        caption={<Trans id="DETAIL.EP_XES_FEATURES_CAPTION">Feature status</Trans>}
        columns={[t({ id: 'DETAIL.EP_FEATURE_NAME', message: 'Name' }), t({ id: 'DETAIL.EP_FEATURE_SUMMARY', message: 'Summarized status' })]}
        rows={record.xes_features.map((feature) => [feature.name, feature.summarized_status])}
      />

      <FieldSection title={<Trans id="DETAIL.EP_SECTION_PRODUCTS">Products and rules</Trans>}>
        <DetailField label={t({ id: 'DETAIL.EP_INSTALLED_PRODUCTS', message: 'Installed products' })} value={record.product_installed} />
        <DetailField label={t({ id: 'DETAIL.EP_IPS_RESOURCE_IDS', message: 'Intrusion-prevention rules' })}>
          <Stack gap="1" align="flex-start">
            <TagList values={record.ips_resource_ids} />
            {record.ips_resource_ids.length > 0 ? <IpsRulesPopup resourceIds={record.ips_resource_ids} /> : null}
          </Stack>
        </DetailField>
      </FieldSection>
    </Stack>
  );
}
