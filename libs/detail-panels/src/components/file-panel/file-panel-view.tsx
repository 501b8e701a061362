import { Tabs } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FileRecord } from '@soc/api';
import { useChosenTab } from '../../hooks/use-chosen-tab.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { CapabilitySection } from '../capability/capability-section.tsx';
import { LineageSection } from '../lineage/lineage-section.tsx';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { SandboxSection } from '../sandbox/sandbox-section.tsx';
import { ThreatIntelSection } from '../threat-intel/threat-intel-section.tsx';
import { FileBasic } from './file-basic.tsx';
import { PanelTabs } from '../tab-strip/panel-tabs.tsx';

const FILE_TABS = ['basic', 'sensitiveData', 'capability', 'sandbox', 'threatIntel'] as const;
export type FileTab = (typeof FILE_TABS)[number];

const TAB_LABELS: Record<FileTab, MessageDescriptor> = {
  basic: msg({ id: 'DETAIL.FILE_TAB_BASIC', message: 'Basic' }),
  sensitiveData: msg({ id: 'DETAIL.FILE_TAB_SENSITIVE', message: 'Sensitive Data Information' }),
  capability: msg({ id: 'DETAIL.FILE_TAB_CAPABILITY', message: 'File capability' }),
  sandbox: msg({ id: 'DETAIL.FILE_TAB_SANDBOX', message: 'Sandbox analysis' }),
  threatIntel: msg({ id: 'DETAIL.FILE_TAB_THREAT_INTEL', message: 'Threat intelligence' }),
};

export interface FileTabRules {
  edgeIds: readonly string[];
  isShowFileTab: boolean | null | undefined;
  showThreatIntel: boolean;
}

/** Spec 001 §2.6: Sensitive Data only with edge ids, File capability only when the server says so, Threat intelligence outside UAE and GOV_US. */
export function fileTabs({ edgeIds, isShowFileTab, showThreatIntel }: FileTabRules): FileTab[] {
  return FILE_TABS.filter((tab) => {
    if (tab === 'sensitiveData') return edgeIds.length > 0;
    if (tab === 'capability') return isShowFileTab === true;
    if (tab === 'threatIntel') return showThreatIntel;
    return true;
  });
}

export interface FilePanelViewProps {
  state: PanelState<FileRecord>;
  /** The file's sha1 as the panel was opened with (sub-panels look the file up by it). */
  sha1: string;
  /** Lineage edges of a sensitive file. */
  edgeIds?: readonly string[];
  /** useGate('threatIntelligence'): false in UAE and GOV_US. */
  showThreatIntel: boolean;
  /** The tab to show first (from the address); Basic when missing or not available. */
  tab?: string;
  onTabChange?: (tab: string) => void;
  animated?: boolean;
}

/** The file panel (spec 001 §2.6). */
export function FilePanelView({ state, sha1, edgeIds = [], showThreatIntel, tab, onTabChange, animated }: FilePanelViewProps) {
  const { chosen, choose } = useChosenTab(onTabChange);
  return (
    <PanelStateView state={state} animated={animated} loadingLines={10}>
      {(record) => {
        const tabs = fileTabs({ edgeIds, isShowFileTab: record.isShowFileTab, showThreatIntel });
        const wanted = chosen ?? tab;
        const value = tabs.find((t) => t === wanted) ?? 'basic';
        return (
          <PanelTabs tabs={tabs} labels={TAB_LABELS} value={value} onValueChange={choose}>
            <Tabs.Content value="basic">
              <FileBasic record={record} />
            </Tabs.Content>
            {tabs.includes('sensitiveData') ? (
              <Tabs.Content value="sensitiveData">
                <LineageSection edgeIds={edgeIds} />
              </Tabs.Content>
            ) : null}
            {tabs.includes('capability') ? (
              <Tabs.Content value="capability">
                <CapabilitySection query={{ queryType: 'sha1', sha1 }} />
              </Tabs.Content>
            ) : null}
            <Tabs.Content value="sandbox">
              <SandboxSection objectType="file" id={sha1} searchType={3} />
            </Tabs.Content>
            {showThreatIntel ? (
              <Tabs.Content value="threatIntel">
                <ThreatIntelSection kind="file" id={sha1} />
              </Tabs.Content>
            ) : null}
          </PanelTabs>
        );
      }}
    </PanelStateView>
  );
}
