// Threat insight panel (spec 001 §2.14): GET /ui/atl/campaign/api/v2/maltool/?name=&type=.
import { useQuery } from '@tanstack/react-query';
import { threatInsightQueryOptions, type ThreatInsight } from '@soc/api';
import { wellFormed } from '@soc/util';
import { toPanelState, type PanelState } from '../../../model/panel-state.ts';

export type ThreatInsightState = PanelState<ThreatInsight>;

export function useThreatInsight(name: string, type?: string): ThreatInsightState {
  const query = useQuery({ ...threatInsightQueryOptions(name, type), enabled: name.trim() !== '' });
  if (name.trim() === '') return { status: 'notFound' };
  return toPanelState(query);
}

/** The intelligence-insights page of an emerging threat or threat actor (same origin). */
// Well-formed first: a lone surrogate in a server id would make encodeURIComponent throw while drawing.
export const intelligenceInsightHref = (id: string) => `/app/ti/intelligence_insights?id=${encodeURIComponent(wellFormed(id))}`;
