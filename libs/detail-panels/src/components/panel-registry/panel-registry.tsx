// search_type → panel (spec 001 §2.1). Each panel is its own lazy chunk: the console loads a
// panel's code the first time one of its kind opens, or before, when it warms them up (preloadPanels).
import type { SearchType } from '@soc/events';
import { loadOnce } from '@soc/util';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentType } from 'react';
import type { OpenPanel } from '../../model/drawer.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { PanelErrorBoundary } from '../panel-state/panel-error-boundary.tsx';
import { PanelLoading, PanelNoData } from '../panel-state/panel-state.tsx';

export type PanelRegistry = { [S in SearchType]?: ComponentType<PanelProps<S>> };

type PanelModule<S extends SearchType = SearchType> = { default: ComponentType<PanelProps<S>> };

const PANEL_CHUNKS: { [S in SearchType]?: () => Promise<PanelModule<S>> } = {
  // Part 2 (issue 9): endpoint with its risk overview, cloud identity, user account.
  8: loadOnce(() => import('../endpoint-panel/endpoint-panel.tsx').then((m) => ({ default: m.EndpointPanel }))),
  10: loadOnce(() => import('../cloud-identity-panel/cloud-identity-panel.tsx').then((m) => ({ default: m.CloudIdentityPanel }))),
  11: loadOnce(() => import('../user-account-panel/user-account-panel.tsx').then((m) => ({ default: m.UserAccountPanel }))),
  // Part 2 (issue 9): email, legacy host, mobile, container.
  1: loadOnce(() => import('../email-panel/email-panel.tsx').then((m) => ({ default: m.EmailPanel }))),
  2: loadOnce(() => import('../host-panel/host-panel.tsx').then((m) => ({ default: m.HostPanel }))),
  7: loadOnce(() => import('../mobile-panel/mobile-panel.tsx').then((m) => ({ default: m.MobilePanel }))),
  9: loadOnce(() => import('../container-panel/container-panel.tsx').then((m) => ({ default: m.ContainerPanel }))),
  // Part 1 (issue 5): file, URL, domain, IP, threat insight, process.
  3: loadOnce(() => import('../file-panel/file-panel.tsx').then((m) => ({ default: m.FilePanel }))),
  4: loadOnce(() => import('../url-panel/url-panel.tsx').then((m) => ({ default: m.UrlPanel }))),
  5: loadOnce(() => import('../domain-panel/domain-panel.tsx').then((m) => ({ default: m.DomainPanel }))),
  6: loadOnce(() => import('../ip-panel/ip-panel.tsx').then((m) => ({ default: m.IpPanel }))),
  12: loadOnce(() => import('../threat-insight-panel/threat-insight-panel.tsx').then((m) => ({ default: m.ThreatInsightPanel }))),
  13: loadOnce(() => import('../process-panel/process-panel.tsx').then((m) => ({ default: m.ProcessPanel }))),
};

export const PANEL_REGISTRY: PanelRegistry = Object.fromEntries(
  Object.entries(PANEL_CHUNKS).map(([searchType, load]) => [searchType, lazy(load as () => Promise<PanelModule>)]),
);

/**
 * Fetches the panels' chunks ahead of their first open (issue 11, item 10): the app calls it once the
 * browser is idle after the first paint, so the first panel of each kind opens as fast as a re-opened one.
 * A chunk that fails to load is asked for again when its panel opens.
 */
export function preloadPanels(): Promise<void> {
  return Promise.allSettled(Object.values(PANEL_CHUNKS).map((load) => load())).then(() => undefined);
}

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

/**
 * The registered panel for the open object type, or an honest "not available yet". A panel that throws
 * (or whose chunk fails to load) shows the error state in the drawer until another object opens.
 */
export function PanelFor({ panel, tab, onTabChange, registry = PANEL_REGISTRY }: PanelForProps) {
  const Panel = registry[panel.searchType] as ComponentType<PanelProps> | undefined;
  if (!Panel) return <PanelUnavailable />;
  return (
    <PanelErrorBoundary resetKey={panel.openedAt}>
      <Suspense fallback={<PanelLoading />}>
        <Panel params={panel.params} tab={tab} onTabChange={onTabChange} />
      </Suspense>
    </PanelErrorBoundary>
  );
}
