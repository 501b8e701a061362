import { Code, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CapabilityResult } from '@soc/api';
import { CopyButton, Dash, ExternalLink } from '@soc/ui';
import type { PanelState } from '../../model/panel-state.ts';
import { safeHttpUrl } from '../../model/safe-url.ts';
import { HexDump } from '../hex-viewer/hex-dump.tsx';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { TitledSection } from '../section/titled-section.tsx';
import { MitreTechniques } from './mitre-techniques.tsx';

/** The sample download: a presigned link to a password-protected archive, with its password. */
function CapabilityDownload({ presignedUrl, password }: Pick<CapabilityResult, 'presignedUrl' | 'password'>) {
  const { t } = useLingui();
  const href = safeHttpUrl(presignedUrl);
  if (!href) return <Dash />;
  return (
    <Stack gap="1" textStyle="sm">
      <ExternalLink href={href}>
        <Trans id="DETAIL.CAPABILITY_DOWNLOAD">Download the sample (password-protected archive)</Trans>
      </ExternalLink>
      {password ? (
        <HStack gap="1">
          <Text as="span" color="fg.muted">
            <Trans id="DETAIL.CAPABILITY_PASSWORD">Password:</Trans>
          </Text>
          <Code fontFamily="mono" textStyle="xs" userSelect="all">
            {password}
          </Code>
          <CopyButton value={password} label={t({ id: 'DETAIL.CAPABILITY_COPY_PASSWORD', message: 'Copy password' })} />
        </HStack>
      ) : null}
    </Stack>
  );
}

export interface CapabilityContentProps {
  result: CapabilityResult;
  /** Which parts to show (default all): the process panel shows its Basic fields elsewhere. */
  parts?: ReadonlyArray<'hex' | 'download' | 'mitre'>;
}

/** A done capability result: hex content, the sample download and the MITRE techniques of processes[0]. */
function CapabilityContent({ result, parts = ['hex', 'download', 'mitre'] }: CapabilityContentProps) {
  const { t } = useLingui();
  return (
    <Stack gap="5">
      {parts.includes('hex') ? (
        <TitledSection title={t({ id: 'DETAIL.CAPABILITY_HEX', message: 'Content' })}>
          <HexDump lines={result.hex?.data ?? []} />
        </TitledSection>
      ) : null}
      {parts.includes('download') ? (
        <TitledSection title={t({ id: 'DETAIL.CAPABILITY_SAMPLE', message: 'Sample' })}>
          <CapabilityDownload presignedUrl={result.presignedUrl} password={result.password} />
        </TitledSection>
      ) : null}
      {parts.includes('mitre') ? (
        <TitledSection title={t({ id: 'DETAIL.CAPABILITY_MITRE', message: 'MITRE ATT&CK techniques' })}>
          <MitreTechniques techniques={result.process?.tagging ?? []} />
        </TitledSection>
      ) : null}
    </Stack>
  );
}

export interface CapabilityViewProps {
  state: PanelState<CapabilityResult>;
  parts?: CapabilityContentProps['parts'];
  animated?: boolean;
}

/** Capability states (spec 001 §4): loading, done, processing (spinner with message) and notFound (a failed call too). */
export function CapabilityView({ state, parts, animated }: CapabilityViewProps) {
  const { t } = useLingui();
  return (
    <PanelStateView
      state={state}
      animated={animated}
      processingMessage={t({ id: 'DETAIL.CAPABILITY_PROCESSING', message: 'The capability analysis is running. The result appears here when it finishes.' })}
    >
      {(result) => <CapabilityContent result={result} parts={parts} />}
    </PanelStateView>
  );
}
