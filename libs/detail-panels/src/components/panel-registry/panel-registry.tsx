// search_type → panel (spec 001 §2.1). Each panel is its own lazy chunk: the console loads a
// panel's code the first time one of its kind opens.
import type { SearchType } from '@soc/events';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentType } from 'react';
import type { OpenPanel } from '../../model/drawer.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { PanelLoading, PanelNoData } from '../panel-state/panel-state.tsx';

export type PanelRegistry = { [S in SearchType]?: ComponentType<PanelProps<S>> };

const FilePanel = lazy(() => import('../file-panel/file-panel.tsx').then((m) => ({ default: m.FilePanel })));

// Part 1 of issue 5, URL / domain / IP / threat insight / process panels.
const UrlPanel = lazy(() => import('../url-panel/url-panel.tsx').then((m) => ({ default: m.UrlPanel })));
const DomainPanel = lazy(() => import('../domain-panel/domain-panel.tsx').then((m) => ({ default: m.DomainPanel })));
const IpPanel = lazy(() => import('../ip-panel/ip-panel.tsx').then((m) => ({ default: m.IpPanel })));
const ThreatInsightPanel = lazy(() => import('../threat-insight-panel/threat-insight-panel.tsx').then((m) => ({ default: m.ThreatInsightPanel })));
const ProcessPanel = lazy(() => import('../process-panel/process-panel.tsx').then((m) => ({ default: m.ProcessPanel })));

// Part 2 (issue 9): email, legacy host, mobile, container.
const EmailPanel = lazy(() => import('../email-panel/email-panel.tsx').then((m) => ({ default: m.EmailPanel })));
const HostPanel = lazy(() => import('../host-panel/host-panel.tsx').then((m) => ({ default: m.HostPanel })));
const MobilePanel = lazy(() => import('../mobile-panel/mobile-panel.tsx').then((m) => ({ default: m.MobilePanel })));
const ContainerPanel = lazy(() => import('../container-panel/container-panel.tsx').then((m) => ({ default: m.ContainerPanel })));

// Part 2 (issue 9): endpoint with its risk overview, cloud identity, user account.
const EndpointPanel = lazy(() => import('../endpoint-panel/endpoint-panel.tsx').then((m) => ({ default: m.EndpointPanel })));
const CloudIdentityPanel = lazy(() => import('../cloud-identity-panel/cloud-identity-panel.tsx').then((m) => ({ default: m.CloudIdentityPanel })));
const UserAccountPanel = lazy(() => import('../user-account-panel/user-account-panel.tsx').then((m) => ({ default: m.UserAccountPanel })));

export const PANEL_REGISTRY: PanelRegistry = {
  8: EndpointPanel,
  10: CloudIdentityPanel,
  11: UserAccountPanel,
  1: EmailPanel,
  2: HostPanel,
  7: MobilePanel,
  9: ContainerPanel,
  3: FilePanel,
  4: UrlPanel,
  5: DomainPanel,
  6: IpPanel,
  12: ThreatInsightPanel,
  13: ProcessPanel,
  // Part 2 of issue 5: 1 email, 2 host, 7 mobile, 8 endpoint, 9 container, 10 cloud identity, 11 user account.
};

export interface PanelForProps {
  panel: OpenPanel;
  tab?: string;
  onTabChange?: (tab: string) => void;
  registry?: PanelRegistry;
}

/** An object type whose panel is not part of this console version yet. */
function PanelUnavailable() {
  const { t } = useLingui();
  return (
    <PanelNoData
      title={t({ id: 'DRAWER.PANEL_UNAVAILABLE', message: 'The profile of this object type is not available in this console version yet.' })}
    />
  );
}

/** The registered panel for the open object type, or an honest "not available yet". */
export function PanelFor({ panel, tab, onTabChange, registry = PANEL_REGISTRY }: PanelForProps) {
  const Panel = registry[panel.searchType] as ComponentType<PanelProps> | undefined;
  if (!Panel) return <PanelUnavailable />;
  return (
    <Suspense fallback={<PanelLoading />}>
      <Panel params={panel.params} tab={tab} onTabChange={onTabChange} />
    </Suspense>
  );
}
