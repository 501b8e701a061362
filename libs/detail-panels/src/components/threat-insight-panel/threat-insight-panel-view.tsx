import { Box, chakra, Link } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ThreatInsight } from '@soc/api';
import { Dash, DetailField, DetailList, SafeHtml } from '@soc/ui';
import { RecordStateView, type RecordPanelViewProps } from '../panel-state/record-state-view.tsx';
import { PagedEntries, revealedEntry } from '../reveal-more/reveal-more.tsx';
import { intelligenceInsightHref } from './hooks/use-threat-insight.ts';

type NamedRef = ThreatInsight['emergingThreats'][number];

const LINK_ENTRY = ':scope > ul > li';

function InsightLinks({ items }: { items: readonly NamedRef[] }) {
  const shown = items.filter((item) => (item.name ?? '').trim() !== '' || (item.id ?? '').trim() !== '');
  if (shown.length === 0) return <Dash />;
  return (
    <PagedEntries total={shown.length} entrySelector={LINK_ENTRY}>
      {(visibleCount) => (
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1">
          {shown.slice(0, visibleCount).map((item, index) => {
            const label = item.name?.trim() || item.id;
            return (
              // A name can be one long word: it breaks anywhere (the reset's break-word never narrows a box).
              <chakra.li key={`${item.id ?? ''}-${index}`} overflowWrap="anywhere" {...revealedEntry(index)}>
                {item.id ? (
                  <Link href={intelligenceInsightHref(item.id)} colorPalette="brand" variant="underline" overflowWrap="anywhere">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
    </PagedEntries>
  );
}

interface ThreatInsightDetailsProps {
  insight: ThreatInsight;
}

/** Object type, description (server HTML, sanitised), emerging threats and threat actors (spec 001 §2.14). */
function ThreatInsightDetails({ insight }: ThreatInsightDetailsProps) {
  const { t } = useLingui();
  const description = insight.description?.trim() ? insight.description : undefined;
  return (
    <DetailList columns={1}>
      <DetailField label={t({ id: 'DETAIL.OBJECT_TYPE', message: 'Object type' })} value={insight.objectType} />
      <DetailField label={t({ id: 'DETAIL.DESCRIPTION', message: 'Description' })} orientation="vertical">
        {description ? (
          // Lists keep their markers (the CSS reset removes them); SafeHtml styles links and paragraphs.
          <Box css={{ '& ul, & ol': { ps: '5', mb: '2' }, '& ul': { listStyleType: 'disc' }, '& ol': { listStyleType: 'decimal' } }}>
            <SafeHtml html={description} textStyle="sm" data-testid="threat-insight-description" />
          </Box>
        ) : undefined}
      </DetailField>
      <DetailField label={t({ id: 'DETAIL.EMERGING_THREATS', message: 'Emerging threats' })} orientation="vertical">
        <InsightLinks items={insight.emergingThreats} />
      </DetailField>
      <DetailField label={t({ id: 'DETAIL.THREAT_ACTORS', message: 'Threat actors' })} orientation="vertical">
        <InsightLinks items={insight.threatActors} />
      </DetailField>
    </DetailList>
  );
}

export function ThreatInsightPanelView(props: RecordPanelViewProps<ThreatInsight>) {
  return (
    <Box>
      <RecordStateView {...props} loadingLabel={msg({ id: 'DETAIL.THREAT_INSIGHT_LOADING', message: 'Loading the threat insight…' })}>
        {(insight) => <ThreatInsightDetails insight={insight} />}
      </RecordStateView>
    </Box>
  );
}
