import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { riskBand, type AssetRisk } from '@soc/api';
import { DetailField, RiskBadge } from '@soc/ui';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelNoData, PanelStateView } from '../panel-state/panel-state.tsx';
import { FieldSection, PanelSection, TagList } from './panel-section.tsx';
import { ResponsiveRiskHistoryChart } from './risk-history-chart.tsx';
import { DateField } from '../date-field/date-field.tsx';

export interface RiskOverviewViewProps {
  state: PanelState<AssetRisk>;
  /** The panel was opened without an asset id and type or workbench ids: there is nothing to ask. */
  unidentified?: boolean;
  animated?: boolean;
}

/** The asset risk overview tab (spec 001 §2.4) of the endpoint, cloud identity and user account panels. */
export function RiskOverviewView({ state, unidentified = false, animated }: RiskOverviewViewProps) {
  const { t } = useLingui();
  const notFound = unidentified ? (
    <PanelNoData
      description={t({
        id: 'DETAIL.RISK_UNIDENTIFIED',
        message: 'This panel was opened without an asset id and type or workbench ids, so no risk overview can be requested.',
      })}
    />
  ) : undefined;
  return (
    <PanelStateView state={state} animated={animated} loadingLines={8} notFound={notFound}>
      {(risk) => <RiskOverviewContent risk={risk} />}
    </PanelStateView>
  );
}

function RiskOverviewContent({ risk }: { risk: AssetRisk }) {
  const { t, i18n } = useLingui();
  const band = riskBand(risk.riskScore);
  const level = risk.criticalInfo?.criticalScoreLevel;
  return (
    <Stack gap="5">
      <FieldSection title={t({ id: 'DETAIL.RISK_SCORE', message: 'Risk score' })}>
        <DetailField label={t({ id: 'DETAIL.RISK_SCORE', message: 'Risk score' })}>
          {risk.riskScore == null ? undefined : (
            <HStack gap="2" data-testid="risk-score">
              <Text as="span" textStyle="xl" fontWeight="semibold" lineHeight="1">
                {i18n.number(risk.riskScore, { maximumFractionDigits: 1 })}
              </Text>
              {band ? (
                <span data-band={band}>
                  <RiskBadge level={band} />
                </span>
              ) : null}
            </HStack>
          )}
        </DetailField>
        <DateField label={t({ id: 'DETAIL.RISK_SCORED_AT', message: 'Scored at' })} value={risk.riskScoreTimestamp} />
      </FieldSection>

      <PanelSection title={<Trans id="DETAIL.RISK_HISTORY">Risk score history</Trans>}>
        <ResponsiveRiskHistoryChart history={risk.historyScoreList} />
      </PanelSection>

      <FieldSection title={<Trans id="DETAIL.RISK_CRITICAL_ASSET">Critical asset</Trans>}>
        <DetailField label={t({ id: 'DETAIL.RISK_CRITICAL_LEVEL', message: 'Critical asset level' })}>
          {level ? <RiskBadge level={level} /> : undefined}
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.RISK_ABSOLUTE_IMPACT', message: 'Absolute impact tags' })}>
          <TagList values={risk.criticalInfo?.absoluteImpactTag ?? []} />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.RISK_HIGH_IMPACT', message: 'High impact tags' })}>
          <TagList values={risk.criticalInfo?.highImpactTag ?? []} />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.RISK_LOW_IMPACT', message: 'Low impact tags' })}>
          <TagList values={risk.criticalInfo?.lowImpactTag ?? []} />
        </DetailField>
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.RISK_DEVICE_INFO">Device</Trans>}>
        <DetailField label={t({ id: 'DETAIL.RISK_OPERATING_SYSTEM', message: 'Operating system' })} value={risk.deviceInfo?.operationSystem} />
        <DateField label={t({ id: 'DETAIL.RISK_DEVICE_LAST_SEEN', message: 'Device last seen' })} value={risk.deviceInfo?.lastSeen} />
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.RISK_CLOUD_IDENTITY">Cloud identity</Trans>}>
        <DateField label={t({ id: 'DETAIL.RISK_CLOUD_LAST_SEEN', message: 'Cloud identity last seen' })} value={risk.cloudIdentityInfo?.lastSeen} />
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.RISK_USER_INFO">User</Trans>}>
        <DetailField label={t({ id: 'DETAIL.RISK_USER_PRINCIPAL_NAME', message: 'User principal name' })} value={risk.userInfo?.userPrincipalName} />
        <DateField label={t({ id: 'DETAIL.RISK_USER_LAST_SEEN', message: 'User last seen' })} value={risk.userInfo?.lastSeen} />
      </FieldSection>
    </Stack>
  );
}
