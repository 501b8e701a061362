import { useCloudAsset } from '../../hooks/use-cloud-asset.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { RiskOverviewSection } from '../risk-overview/risk-overview-section.tsx';
import { cloudRiskSource } from '../risk-overview/risk-source.ts';
import { CloudIdentityPanelView } from './cloud-identity-panel-view.tsx';

/** search_type 10 (contract §7 params `{ arn, assetId?, assetType? }`). */
export function CloudIdentityPanel({ params, tab, onTabChange }: PanelProps<10>) {
  const riskOverview = <RiskOverviewSection source={cloudRiskSource(params)} />;
  return <CloudIdentityPanelView state={useCloudAsset(params.arn)} riskOverview={riskOverview} tab={tab} onTabChange={onTabChange} />;
}
