import { Box, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LineageNode } from '@soc/api';
import { ByteSize, DetailField, DetailList, ValueOrDash } from '@soc/ui';
import type { EdgeEntries, LineageController } from '../../hooks/use-lineage.ts';
import { DateField } from '../date-field/date-field.tsx';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { PagedEntries, revealedEntry } from '../reveal-more/reveal-more.tsx';
import { TitledSection } from '../section/titled-section.tsx';

const NODE_ENTRY = ':scope > ol > li';
const ROW_ENTRY = ':scope > div > table > tbody > tr';

function NodeFields({ node }: { node: LineageNode }) {
  const { t } = useLingui();
  return (
    <DetailList columns={1}>
      <DetailField label={t({ id: 'DETAIL.LINEAGE_DATA_TYPE', message: 'Activity' })} value={node.dataType} />
      <DateField label={t({ id: 'DETAIL.LINEAGE_TRACK_TIME', message: 'Tracked' })} value={node.trackTime} />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_FILE_SIZE', message: 'File size' })}>
        {node.fileSize != null ? <ByteSize bytes={node.fileSize} /> : null}
      </DetailField>
      <DetailField label={t({ id: 'DETAIL.LINEAGE_FULL_URI', message: 'Full path' })} value={node.fullUri} format="hash" copyable />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_DATA_HASH', message: 'File hash' })} value={node.dataHash} format="hash" copyable />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_HOST', message: 'Endpoint' })} value={node.endpointHostName} />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_IP', message: 'Endpoint IP' })} value={node.endpointIp} />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_GUID', message: 'Endpoint GUID' })} value={node.endpointGuid} format="hash" />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_OS', message: 'Operating system' })} value={node.osName} />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_OS_USER', message: 'User' })} value={node.osUser} />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_POLICIES', message: 'Matched policies' })} value={node.matchedPolicies.map((p) => p.policyName || p.policyId)} />
      <DetailField label={t({ id: 'DETAIL.LINEAGE_EDGE_ID', message: 'Edge ID' })} value={node.edgeId} format="hash" />
    </DetailList>
  );
}

function EntriesTable({ edges }: { edges: EdgeEntries[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="3">
      {edges.map(({ edgeId, entries }) => (
        <PagedEntries key={edgeId} total={entries.length} entrySelector={ROW_ENTRY}>
          {(visibleCount) => (
            <Box overflowX="auto">
              <Table.Root size="sm" variant="line">
                <Table.Caption captionSide="top" textAlign="start" textStyle="xs" color="fg.muted" mb="1">
                  <Trans id="DETAIL.LINEAGE_ENTRIES_OF">Edge {edgeId}</Trans>
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t({ id: 'DETAIL.LINEAGE_ENTRY_ID', message: 'Entry ID' })}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t({ id: 'DETAIL.LINEAGE_SOURCE_ID', message: 'Source ID' })}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t({ id: 'DETAIL.LINEAGE_FILENAME', message: 'File name' })}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entries.slice(0, visibleCount).map((entry, index) => (
                    <Table.Row key={entry.entry_id ?? index} {...revealedEntry(index)}>
                      <Table.Cell wordBreak="break-all">
                        <ValueOrDash value={entry.entry_id} />
                      </Table.Cell>
                      <Table.Cell wordBreak="break-all">
                        <ValueOrDash value={entry.source_id} />
                      </Table.Cell>
                      <Table.Cell wordBreak="break-all">
                        <ValueOrDash value={entry.filename} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </PagedEntries>
      ))}
    </Stack>
  );
}

export interface LineageViewProps extends LineageController {
  animated?: boolean;
}

/** The file panel's Sensitive Data Information tab (spec 001 §2.6): lineage nodes and entries. */
export function LineageView({ nodes, entries, animated }: LineageViewProps) {
  return (
    <Stack gap="5">
      <TitledSection title={<Trans id="DETAIL.LINEAGE_NODES">Lineage</Trans>}>
        <PanelStateView state={nodes} animated={animated} titleAs="h4">
          {(list) => (
            <PagedEntries total={list.length} entrySelector={NODE_ENTRY}>
              {(visibleCount) => (
                <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
                  {list.slice(0, visibleCount).map((node, index) => (
                    <Box
                      as="li"
                      key={`${node.edgeId ?? ''}-${index}`}
                      borderWidth="1px"
                      borderColor="border"
                      borderRadius="l2"
                      px="3"
                      py="2"
                      {...revealedEntry(index)}
                    >
                      <NodeFields node={node} />
                    </Box>
                  ))}
                </Stack>
              )}
            </PagedEntries>
          )}
        </PanelStateView>
      </TitledSection>
      <TitledSection title={<Trans id="DETAIL.LINEAGE_ENTRIES">Entries</Trans>}>
        <PanelStateView state={entries} animated={animated} loadingLines={3} titleAs="h4">
          {(edges) => <EntriesTable edges={edges} />}
        </PanelStateView>
      </TitledSection>
    </Stack>
  );
}
