import { useGate } from '@soc/rbac';
import { useFilePanel } from '../../hooks/use-file-panel.ts';
import { readFileParams } from '../../model/file-params.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { FilePanelView } from './file-panel-view.tsx';

/** search_type 3. */
export function FilePanel({ params, tab, onTabChange }: PanelProps<3>) {
  const { sha1, edgeIds } = readFileParams(params);
  const state = useFilePanel(sha1);
  const showThreatIntel = useGate('threatIntelligence');
  return <FilePanelView state={state} sha1={sha1} edgeIds={edgeIds} showThreatIntel={showThreatIntel} tab={tab} onTabChange={onTabChange} />;
}
