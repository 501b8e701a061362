import type { PanelProps } from '../../model/panel-props.ts';
import { ThreatInsightPanelView } from './threat-insight-panel-view.tsx';
import { useThreatInsight } from './hooks/use-threat-insight.ts';

/** search_type 12 (spec 001 §2.14, contract §7 `{ name, type? }`). One section, no tabs. */
export function ThreatInsightPanel({ params }: PanelProps<12>) {
  const state = useThreatInsight(params.name, params.type);
  return <ThreatInsightPanelView state={state} />;
}
