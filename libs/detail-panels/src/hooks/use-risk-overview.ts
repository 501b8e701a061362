import { riskOverviewQueryOptions, type AssetRisk, type RiskOverviewSource } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { isCompleteRiskSource } from '../components/risk-overview/risk-source.ts';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/**
 * The asset risk overview (spec 001 §2.4): by workbench id and uuid when both are given, otherwise
 * by asset id and type. Without either pair there is nothing to ask: notFound, no call.
 */
export function useRiskOverview(source: RiskOverviewSource): PanelState<AssetRisk> {
  const query = useQuery(riskOverviewQueryOptions(source));
  if (!isCompleteRiskSource(source)) return { status: 'notFound' };
  return toPanelState(query);
}
