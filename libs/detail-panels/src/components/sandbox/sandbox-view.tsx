import { Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SandboxObjectType, SandboxResult } from '@soc/api';
import { DetailField, DetailList, Dash, RiskBadge, toRiskLevel, ValueOrDash } from '@soc/ui';
import { ExternalLinkIcon, FileSearchIcon } from 'lucide-react';
import { useId } from 'react';
import type { SandboxState } from '../../hooks/use-sandbox.ts';
import { DateField } from '../date-field/date-field.tsx';
import { PanelNoData, PanelStateView } from '../panel-state/panel-state.tsx';
import { PagedEntries, revealedEntry } from '../reveal-more/reveal-more.tsx';
import { SectionHeading } from '../section/titled-section.tsx';
import { BehaviorWeightMeter } from './behavior-weight.tsx';
import { sandboxReportHref } from './sandbox-links.ts';

export interface SandboxViewProps {
  state: SandboxState;
  objectType: SandboxObjectType;
  /** The submit page for this object (URLs only); shown under notFound when the user may submit. */
  submitHref?: string;
  /** Pulse the loading skeleton (default true). */
  animated?: boolean;
}

const BEHAVIOR_ENTRY = ':scope > ul > li';

function Behavior({ behavior, weight, index }: SandboxResult['suspiciousBehaviorList'][number] & { index: number }) {
  const id = useId();
  return (
    <List.Item
      display="flex"
      gap="3"
      alignItems="flex-start"
      justifyContent="space-between"
      py="1.5"
      borderBottomWidth="1px"
      borderColor="border"
      {...revealedEntry(index)}
    >
      <Text id={id} textStyle="sm" minW="0" overflowWrap="anywhere">
        <ValueOrDash value={behavior} />
      </Text>
      <BehaviorWeightMeter weight={weight} labelledBy={id} />
    </List.Item>
  );
}

function SandboxResultView({ result }: { result: SandboxResult }) {
  const { t } = useLingui();
  const behaviors = result.suspiciousBehaviorList;
  return (
    <Stack gap="4">
      <DetailList columns={1}>
        <DetailField label={t({ id: 'DETAIL.SANDBOX_RISK_LEVEL', message: 'Risk level' })}>
          <RiskBadge level={toRiskLevel(result.riskLevel)} size="md" />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.DESCRIPTION', message: 'Description' })} value={result.description} />
        <DateField label={t({ id: 'DETAIL.SANDBOX_COMPLETED', message: 'Analysis completed' })} value={result.analysisCompletionDateTime} />
        <DetailField label={t({ id: 'DETAIL.SANDBOX_REPORT', message: 'Sandbox report' })}>
          {result.sha1 ? (
            <Link href={sandboxReportHref(result.sha1)} colorPalette="brand" variant="underline">
              <Trans id="DETAIL.SANDBOX_REPORT_LINK">View the full report</Trans>
            </Link>
          ) : null}
        </DetailField>
      </DetailList>
      <Stack gap="1">
        <SectionHeading>
          <Trans id="DETAIL.SANDBOX_BEHAVIORS">Suspicious behaviors</Trans>
        </SectionHeading>
        {behaviors.length > 0 ? (
          <PagedEntries total={behaviors.length} entrySelector={BEHAVIOR_ENTRY}>
            {(visibleCount) => (
              <List.Root variant="plain" gap="0">
                {behaviors.slice(0, visibleCount).map((item, index) => (
                  <Behavior key={index} index={index} behavior={item.behavior} weight={item.weight} />
                ))}
              </List.Root>
            )}
          </PagedEntries>
        ) : (
          <Text textStyle="sm">
            <Dash />
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The sandbox verdict (spec 001 §3, §4): result, analysing, or no data (with the file hint or the URL submit button). */
export function SandboxView({ state, objectType, submitHref, animated }: SandboxViewProps) {
  const { t } = useLingui();
  const notFound =
    state.status === 'notFound' ? (
      <PanelNoData
        description={
          objectType === 'file'
            ? t({
                id: 'DETAIL.SANDBOX_FILE_HINT',
                message: 'This file has not been analyzed in the sandbox. Its verdict appears here once the file is submitted for analysis.',
              })
            : undefined
        }
        action={
          objectType === 'url' && state.canSubmit && submitHref ? (
            <Button asChild size="sm" colorPalette="brand">
              <a href={submitHref} target="_blank" rel="noopener noreferrer">
                <FileSearchIcon aria-hidden="true" />
                <Trans id="DETAIL.SANDBOX_SUBMIT">Submit to sandbox</Trans>
                <ExternalLinkIcon aria-hidden="true" />
              </a>
            </Button>
          ) : undefined
        }
      />
    ) : undefined;
  return (
    <PanelStateView
      state={state}
      animated={animated}
      processingMessage={t({
        id: 'DETAIL.SANDBOX_PROCESSING',
        message: 'The sandbox is analyzing this object. The verdict appears here when the analysis finishes.',
      })}
      notFound={notFound}
    >
      {(result) => <SandboxResultView result={result} />}
    </PanelStateView>
  );
}
