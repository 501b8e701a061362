import { Tabs } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CloudAsset } from '@soc/api';
import { DetailField, DetailList, ExternalLink } from '@soc/ui';
import type { ReactNode } from 'react';
import { useChosenTab } from '../../hooks/use-chosen-tab.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { safeHttpUrl } from '../../model/safe-url.ts';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { PanelSection } from '../risk-overview/panel-section.tsx';
import { ENTRY_LABEL, EntryLabel, PagedEntries } from '../reveal-more/reveal-more.tsx';
import { PanelTabs } from '../tab-strip/panel-tabs.tsx';

/** Spec 001 §2.12: risk overview and basic. The specification names no default: Basic, as in the endpoint and user panels. */
const CLOUD_IDENTITY_TABS = ['riskOverview', 'basic'] as const;
export type CloudIdentityTab = (typeof CLOUD_IDENTITY_TABS)[number];

const TAB_LABELS: Record<CloudIdentityTab, MessageDescriptor> = {
  riskOverview: msg({ id: 'DETAIL.TAB_RISK_OVERVIEW', message: 'Risk overview' }),
  basic: msg({ id: 'DETAIL.TAB_BASIC', message: 'Basic' }),
};

/** A tag's label: its entry's focus target in a paged list of tags. */
const TAG_ENTRY = `:scope > dl > .detail-field > dt > ${ENTRY_LABEL}`;

const resolveCloudIdentityTab = (wanted: unknown): CloudIdentityTab => CLOUD_IDENTITY_TABS.find((tab) => tab === wanted) ?? 'basic';

function CloudAssetBasic({ asset }: { asset: CloudAsset }) {
  const { t } = useLingui();
  const link = safeHttpUrl(asset.resourceLink);
  const tags = Object.entries(asset.tags);
  return (
    <>
      <DetailList columns={1}>
        <DetailField label={t({ id: 'DETAIL.CLOUD_ASSET_NAME', message: 'Asset name' })} value={asset.assetName} copyable />
        <DetailField label={t({ id: 'DETAIL.CLOUD_RESOURCE_GROUP', message: 'Resource group' })} value={asset.resourceGroup} />
        <DetailField label={t({ id: 'DETAIL.CLOUD_PROVIDER', message: 'Provider' })} value={asset.provider} />
        <DetailField label={t({ id: 'DETAIL.CLOUD_REGION', message: 'Region' })} value={asset.region} />
        <DetailField label={t({ id: 'DETAIL.CLOUD_SERVICE', message: 'Service' })} value={asset.service} />
        <DetailField label={t({ id: 'DETAIL.CLOUD_RESOURCE_LINK', message: 'Resource link' })}>
          {link ? <ExternalLink href={link}>{asset.resourceLink}</ExternalLink> : asset.resourceLink}
        </DetailField>
      </DetailList>
      {/* A field section whose tags, thousands at times, show a page at a time. */}
      <PanelSection title={t({ id: 'DETAIL.CLOUD_TAGS', message: 'Tags' })}>
        <PagedEntries total={tags.length} entrySelector={TAG_ENTRY}>
          {(visibleCount, paged) => (
            <DetailList columns={1}>
              {tags.length === 0 ? <DetailField label={t({ id: 'DETAIL.CLOUD_TAGS', message: 'Tags' })} value={undefined} /> : null}
              {tags.slice(0, visibleCount).map(([key, value], index) => (
                <DetailField
                  key={key}
                  label={
                    <EntryLabel index={index} paged={paged}>
                      {key}
                    </EntryLabel>
                  }
                  value={value}
                />
              ))}
            </DetailList>
          )}
        </PagedEntries>
      </PanelSection>
    </>
  );
}

export interface CloudIdentityPanelViewProps {
  state: PanelState<CloudAsset>;
  /** The risk overview tab's content. */
  riskOverview: ReactNode;
  tab?: string;
  onTabChange?: (tab: string) => void;
  animated?: boolean;
}

/** The cloud identity panel (spec 001 §2.12). */
export function CloudIdentityPanelView({ state, riskOverview, tab, onTabChange, animated }: CloudIdentityPanelViewProps) {
  const { chosen, choose } = useChosenTab(onTabChange);
  const value = resolveCloudIdentityTab(chosen ?? tab);
  return (
    <PanelTabs tabs={CLOUD_IDENTITY_TABS} labels={TAB_LABELS} value={value} onValueChange={choose}>
      <Tabs.Content value="riskOverview">{riskOverview}</Tabs.Content>
      <Tabs.Content value="basic">
        <PanelStateView state={state} animated={animated} loadingLines={7}>
          {(asset) => <CloudAssetBasic asset={asset} />}
        </PanelStateView>
      </Tabs.Content>
    </PanelTabs>
  );
}
