import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { threatIntelErrorKey, vendorDetections, type ThreatIntelAttributes, type ThreatIntelKind, type ThreatIntelReport } from '@soc/api';
import { ByteSize, DateTime, DetailField, DetailList, ReloadButton, TraceId } from '@soc/ui';
import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PanelErrorState, PanelState } from '../../model/panel-state.ts';
import { DateField } from '../date-field/date-field.tsx';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { THREAT_INTEL_ERROR_MESSAGES } from './threat-intel-messages.ts';
import { TagList } from '../risk-overview/panel-section.tsx';

export interface ThreatIntelViewProps {
  kind: ThreatIntelKind;
  state: PanelState<ThreatIntelReport>;
  onRefresh: () => void;
  refreshing?: boolean;
  /** The cached report is on screen while the re-open asks the server again (spec 001 §2.1). */
  revalidating?: boolean;
  animated?: boolean;
}

function RefreshButton({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const { t } = useLingui();
  return (
    <ReloadButton size="xs" onClick={onRefresh} loading={refreshing} loadingText={t({ id: 'DETAIL.TI_REFRESHING', message: 'Refreshing…' })}>
      <Trans id="DETAIL.TI_REFRESH">Refresh</Trans>
    </ReloadButton>
  );
}

type Classified = { value?: string | null | undefined; count?: number | null | undefined };

function classifiedItems(entries: readonly Classified[]): ReactNode[] {
  return entries
    .filter((entry) => entry.value)
    .map((entry, index) => (
      <span key={index}>
        {entry.value}
        {entry.count != null ? <Text as="span" color="fg.muted">{` (${entry.count})`}</Text> : null}
      </span>
    ));
}

function Detections({ stats }: { stats: NonNullable<ThreatIntelAttributes['last_analysis_stats']> }) {
  const { malicious, total } = vendorDetections(stats);
  return (
    <Text as="span" fontVariantNumeric="tabular-nums">
      <Text as="span" fontWeight="semibold" color={malicious > 0 ? 'risk.high' : 'fg'}>
        {malicious}
      </Text>
      /{total}
    </Text>
  );
}

/** The fields each kind carries (spec 001 §2.6–2.9, §3). */
function ReportFields({ kind, attributes: a }: { kind: ThreatIntelKind; attributes: ThreatIntelAttributes }) {
  const { t } = useLingui();
  const classification = a.popular_threat_classification;
  return (
    <DetailList columns={1}>
      <DetailField label={t({ id: 'DETAIL.TI_DETECTIONS', message: 'Vendor detections (malicious/total)' })}>
        {a.last_analysis_stats ? <Detections stats={a.last_analysis_stats} /> : null}
      </DetailField>
      <DateField label={t({ id: 'DETAIL.TI_LAST_ANALYSIS', message: 'Last analysis' })} value={a.last_analysis_date} />
      <DetailField label={t({ id: 'DETAIL.TI_TAGS', message: 'Tags' })}>
        {a.tags.length > 0 ? <TagList values={a.tags} /> : null}
      </DetailField>
      {kind === 'file' ? (
        <>
          <DetailField label={t({ id: 'DETAIL.TI_MEANINGFUL_NAME', message: 'Meaningful name' })} value={a.meaningful_name} />
          <DetailField label={t({ id: 'DETAIL.TI_TYPE', message: 'Type' })} value={a.type_tag} />
          <DetailField label={t({ id: 'DETAIL.TI_SIZE', message: 'Size' })}>{a.size != null ? <ByteSize bytes={a.size} /> : null}</DetailField>
          <DetailField label={t({ id: 'DETAIL.TI_THREAT_LABEL', message: 'Popular threat label' })} value={classification?.suggested_threat_label} />
          <DetailField
            label={t({ id: 'DETAIL.TI_THREAT_CATEGORIES', message: 'Threat categories' })}
            value={classifiedItems(classification?.popular_threat_category ?? [])}
          />
          <DetailField label={t({ id: 'DETAIL.TI_THREAT_NAMES', message: 'Threat names' })} value={classifiedItems(classification?.popular_threat_name ?? [])} />
          <DetailField label={t({ id: 'DETAIL.TI_YARA', message: 'YARA rules' })} value={a.crowdsourced_yara_results.map((r) => r.rule_name)} format="hash" />
        </>
      ) : null}
      {kind === 'url' ? (
        <DetailField label={t({ id: 'DETAIL.TI_HTTP_CODE', message: 'Last HTTP response code' })} value={a.last_http_response_code} />
      ) : null}
      {kind === 'domain' ? (
        <>
          <DetailField label={t({ id: 'DETAIL.TI_REGISTRAR', message: 'Registrar' })} value={a.registrar} />
          <DateField label={t({ id: 'DETAIL.TI_CREATION_DATE', message: 'Creation date' })} value={a.creation_date} />
        </>
      ) : null}
      {kind === 'ip_address' ? (
        <>
          <DetailField label={t({ id: 'DETAIL.TI_ASN', message: 'ASN' })}>
            {a.asn != null ? (
              <span>
                AS{a.asn}
                {a.as_owner ? <Text as="span" color="fg.muted">{` (${a.as_owner})`}</Text> : null}
              </span>
            ) : null}
          </DetailField>
          <DetailField label={t({ id: 'DETAIL.TI_COUNTRY', message: 'Country' })} value={a.country} />
          <DetailField label={t({ id: 'DETAIL.TI_NETWORK', message: 'Network' })} value={a.network} format="hash" />
        </>
      ) : null}
    </DetailList>
  );
}

function ThreatIntelError({ state, onRefresh, refreshing }: { state: PanelErrorState; onRefresh: () => void; refreshing: boolean }) {
  const { i18n } = useLingui();
  const key = threatIntelErrorKey(state.error);
  return (
    <Stack role="alert" gap="3" px="4" py="6" align="center" textAlign="center" data-error-key={key}>
      <Box color="status.error" fontSize="2xl" aria-hidden="true">
        <CircleAlertIcon size="1em" />
      </Box>
      <Text textStyle="sm" fontWeight="semibold" color="fg">
        {i18n._(THREAT_INTEL_ERROR_MESSAGES[key])}
      </Text>
      <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
      {state.traceId ? <TraceId value={state.traceId} /> : null}
    </Stack>
  );
}

/** The external reputation report with its query date and a Refresh (spec 001 §3, §4, §5, §8). */
export function ThreatIntelView({ kind, state, onRefresh, refreshing = false, revalidating = false, animated }: ThreatIntelViewProps) {
  return (
    <PanelStateView
      state={state}
      animated={animated}
      error={(error) => <ThreatIntelError state={error} onRefresh={onRefresh} refreshing={refreshing || (error.retrying ?? false)} />}
    >
      {(report) => (
        <Stack gap="3">
          <HStack justify="space-between" gap="3" wrap="wrap">
            {/* The report can be the cached one of an earlier open: say how old it is, and that it is being re-asked. */}
            <HStack gap="2">
              <Text textStyle="xs" color="fg.muted">
                <Trans id="DETAIL.TI_AS_OF">
                  As of <DateTime value={report.queryDate} />
                </Trans>
              </Text>
              {revalidating ? (
                <HStack gap="1" color="fg.muted" textStyle="xs" data-testid="threat-intel-revalidating">
                  <Spinner size="xs" aria-hidden="true" />
                  <Trans id="DETAIL.TI_UPDATING">Updating…</Trans>
                </HStack>
              ) : null}
            </HStack>
            <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
          </HStack>
          <ReportFields kind={kind} attributes={report.attributes} />
        </Stack>
      )}
    </PanelStateView>
  );
}
