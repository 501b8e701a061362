import { Tabs } from '@chakra-ui/react';
import type { EndpointRecord } from '@soc/api';
import type { ReactNode } from 'react';
import { useChosenTab } from '../../hooks/use-chosen-tab.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { EndpointBasic, EndpointBasicSimple } from './endpoint-basic.tsx';
import type { EndpointGates } from './endpoint-gates.ts';
import { EndpointPolicy } from './endpoint-policy.tsx';
import { ENDPOINT_TABS } from './endpoint-tabs.ts';
import { PanelTabs } from '../tab-strip/panel-tabs.tsx';

export interface EndpointPanelViewProps {
  /** The endpoint record (Basic and Policy). */
  state: PanelState<EndpointRecord>;
  gates: EndpointGates;
  /** Tab 1's content (the risk overview); passed in so the view stays free of calls. */
  riskOverview: ReactNode;
  /** Tab 4's content, when the account has the identity tab. */
  identity?: ReactNode;
  /** Tab 5's content, when the account has the tags tab. */
  tags?: ReactNode;
  /** The tab asked for (`params.tab` or the address): a number 1–5 or its text. Basic when missing or not available. */
  tab?: string | number;
  onTabChange?: (tab: string) => void;
  animated?: boolean;
}

/** The endpoint ("host pro") panel (spec 001 §2.5): tabs by number, Basic by default. */
export function EndpointPanelView({ state, gates, riskOverview, identity, tags, tab, onTabChange, animated }: EndpointPanelViewProps) {
  const { chosen, choose } = useChosenTab(onTabChange);
  const tabs = ENDPOINT_TABS.shown({ identity: gates.identityTab, tags: gates.tagsTab });
  const value = ENDPOINT_TABS.resolve(tabs, chosen ?? tab);
  const record = (render: (record: EndpointRecord) => ReactNode) => (
    <PanelStateView state={state} animated={animated} loadingLines={10}>
      {render}
    </PanelStateView>
  );
  return (
    <PanelTabs tabs={tabs} labels={ENDPOINT_TABS.labels} value={value} onValueChange={choose}>
      <Tabs.Content value="1">{riskOverview}</Tabs.Content>
      <Tabs.Content value="2">
        {record((data) => (gates.simplifiedBasicTab ? <EndpointBasicSimple record={data} /> : <EndpointBasic record={data} gates={gates} />))}
      </Tabs.Content>
      <Tabs.Content value="3">
        {record((data) => (
          <EndpointPolicy record={data} gates={gates} />
        ))}
      </Tabs.Content>
      {tabs.includes('4') ? <Tabs.Content value="4">{identity}</Tabs.Content> : null}
      {tabs.includes('5') ? <Tabs.Content value="5">{tags}</Tabs.Content> : null}
    </PanelTabs>
  );
}
