import { useEndpointPanel } from '../../hooks/use-endpoint-panel.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { RiskOverviewSection } from '../risk-overview/risk-overview-section.tsx';
import { endpointRiskSource } from '../risk-overview/risk-source.ts';
import { useEndpointGates } from './endpoint-gates.ts';
import { EndpointIdentitySection } from './endpoint-identity.tsx';
import { EndpointPanelView } from './endpoint-panel-view.tsx';
import { EndpointTagsSection } from './endpoint-tags.tsx';

/** search_type 8 (contract §7 params `{ id, tab?, assetType?, workbenchId?, workbenchUuid? }`). */
export function EndpointPanel({ params, tab, onTabChange }: PanelProps<8>) {
  const gates = useEndpointGates();
  return (
    <EndpointPanelView
      state={useEndpointPanel(params.id)}
      gates={gates}
      riskOverview={<RiskOverviewSection source={endpointRiskSource(params)} />}
      identity={<EndpointIdentitySection id={params.id} />}
      tags={<EndpointTagsSection assetId={params.id} canEdit={gates.tagEditing} />}
      tab={tab ?? params.tab}
      onTabChange={onTabChange}
    />
  );
}
