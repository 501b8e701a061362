import type { RiskOverviewSource } from '@soc/api';
import { useRiskOverview } from '../../hooks/use-risk-overview.ts';
import { RiskOverviewView } from './risk-overview-view.tsx';
import { isCompleteRiskSource } from './risk-source.ts';

/** The risk overview tab: the hook and the view (spec 001 §2.4). */
export function RiskOverviewSection({ source }: { source: RiskOverviewSource }) {
  return <RiskOverviewView state={useRiskOverview(source)} unidentified={!isCompleteRiskSource(source)} />;
}
