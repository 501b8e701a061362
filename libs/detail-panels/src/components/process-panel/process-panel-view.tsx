import { Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DetailField, DetailList, ScrollableTabList } from '@soc/ui';
import { CapabilityView } from '../capability/capability-view.tsx';
import { PanelLoading } from '../panel-state/panel-state.tsx';
import { PivotField } from '../pivot/pivot-value.tsx';
import { processBasics, type ProcessCapabilityState, type ProcessParams } from './hooks/use-process-capability.ts';

const PROCESS_PANEL_TABS = ['basic', 'capability'] as const;
export type ProcessPanelTab = (typeof PROCESS_PANEL_TABS)[number];
const isProcessPanelTab = (value: unknown): value is ProcessPanelTab => PROCESS_PANEL_TABS.some((tab) => tab === value);

interface ProcessBasicViewProps {
  state: ProcessCapabilityState;
  params: ProcessParams;
}

/** Basic tab (spec 001 §2.15): hash id, PID, command line, integrity level. */
function ProcessBasicView({ state, params }: ProcessBasicViewProps) {
  const { t } = useLingui();
  const basics = processBasics(state, params);
  return (
    <DetailList columns={1}>
      {/* The process's SHA-1: a value to pivot on (issue 13), to the file panel. */}
      <PivotField label={t({ id: 'DETAIL.PROCESS_HASH_ID', message: 'Hash ID' })} kind="hash" value={basics.hashId} format="hash" />
      <DetailField label={t({ id: 'DETAIL.PROCESS_PID', message: 'PID' })} value={basics.pid} />
      <DetailField label={t({ id: 'DETAIL.PROCESS_COMMAND_LINE', message: 'Command line' })} value={basics.commandLine} format="hash" copyable />
      <DetailField label={t({ id: 'DETAIL.PROCESS_INTEGRITY_LEVEL', message: 'Integrity level' })} value={basics.integrityLevel} />
    </DetailList>
  );
}

export interface ProcessPanelViewProps {
  state: ProcessCapabilityState;
  /** The event that opened the panel: the Basic tab falls back to it where the server has nothing. */
  params: ProcessParams;
  /** The tab shown first (e.g. from the address); Basic when undefined or unknown. */
  defaultTab?: string;
  onTabChange?: (tab: ProcessPanelTab) => void;
  /** Pulse loading skeletons and the spinner (stories pass false). */
  animated?: boolean;
}

/**
 * The process panel (spec 001 §2.15). Both tabs read one call: Basic shows the process, Capability
 * its hex content, the password-protected sample download and the MITRE ATT&CK techniques.
 */
export function ProcessPanelView({ state, params, defaultTab, onTabChange, animated = true }: ProcessPanelViewProps) {
  const { t } = useLingui();
  const loadingLabel = t({ id: 'DETAIL.PROCESS_LOADING', message: 'Loading the process profile…' });
  return (
    <Tabs.Root
      defaultValue={isProcessPanelTab(defaultTab) ? defaultTab : 'basic'}
      onValueChange={(details) => {
        if (isProcessPanelTab(details.value)) onTabChange?.(details.value);
      }}
      lazyMount
      variant="line"
      size="sm"
    >
      <ScrollableTabList>
        <Tabs.Trigger value="basic">{t({ id: 'DETAIL.TAB_BASIC', message: 'Basic' })}</Tabs.Trigger>
        <Tabs.Trigger value="capability">{t({ id: 'DETAIL.TAB_CAPABILITY', message: 'Capability' })}</Tabs.Trigger>
      </ScrollableTabList>
      <Tabs.Content value="basic">
        {state.status === 'loading' ? <PanelLoading animated={animated} label={loadingLabel} /> : <ProcessBasicView state={state} params={params} />}
      </Tabs.Content>
      <Tabs.Content value="capability">
        <CapabilityView state={state} animated={animated} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
