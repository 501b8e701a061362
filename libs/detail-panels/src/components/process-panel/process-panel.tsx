import type { PanelProps } from '../../model/panel-props.ts';
import { ProcessPanelView } from './process-panel-view.tsx';
import { useProcessCapability } from './hooks/use-process-capability.ts';

/** search_type 13 (contract §7 `{ xdrDeviceId, pid, fullPath, commandLine, eventTime, artifactUniqueId?, sha1? }`). */
export function ProcessPanel({ params, tab, onTabChange }: PanelProps<13>) {
  const state = useProcessCapability(params);
  return <ProcessPanelView state={state} params={params} defaultTab={tab} onTabChange={onTabChange} />;
}
