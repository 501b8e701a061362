import { Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ObjectRecord } from '@soc/api';
import { ScrollableTabList } from '@soc/ui';
import { ObjectActivityView } from './object-activity-view.tsx';
import { ObjectBasicView, type IpExtra } from './object-basic-view.tsx';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import type { PanelState } from '../../model/panel-state.ts';
import type { ObjectKind } from './hooks/use-object-record.ts';

const OBJECT_PANEL_TABS = ['basic', 'activity', 'sandbox', 'threatIntel'] as const;
export type ObjectPanelTab = (typeof OBJECT_PANEL_TABS)[number];

const isObjectPanelTab = (value: unknown): value is ObjectPanelTab => OBJECT_PANEL_TABS.some((tab) => tab === value);

export interface ObjectPanelViewProps {
  kind: ObjectKind;
  record: PanelState<ObjectRecord>;
  /** The sandbox tab's content (URL panel only); no tab when absent. */
  sandbox?: ReactNode;
  /** The threat-intelligence tab's content; absent where the region hides it. */
  threatIntel?: ReactNode;
  /** The IP panel's optional port, protocol and account. */
  extra?: IpExtra;
  /** The tab shown first (e.g. from the address); Basic when undefined, unknown or not offered. */
  defaultTab?: string;
  onTabChange?: (tab: ObjectPanelTab) => void;
  /** Pulse loading skeletons (stories pass false). */
  animated?: boolean;
}

/**
 * The URL, domain and IP panels (spec 001 §2.7–2.9) in one view: Basic and Activity read the
 * record; Sandbox and Threat intelligence are their own sub-panels, passed in by the container.
 * Tabs are keyboard operable (arrow keys, Home, End) and mounted on first visit.
 */
export function ObjectPanelView({ kind, record, sandbox, threatIntel, extra, defaultTab = 'basic', onTabChange, animated = true }: ObjectPanelViewProps) {
  const { t } = useLingui();
  const offered = (tab: ObjectPanelTab) => (tab === 'sandbox' ? sandbox !== undefined : tab === 'threatIntel' ? threatIntel !== undefined : true);
  const initialTab: ObjectPanelTab = isObjectPanelTab(defaultTab) && offered(defaultTab) ? defaultTab : 'basic';
  const loadingLabel =
    kind === 'url'
      ? t({ id: 'DETAIL.URL_LOADING', message: 'Loading the URL profile…' })
      : kind === 'domain'
        ? t({ id: 'DETAIL.DOMAIN_LOADING', message: 'Loading the domain profile…' })
        : t({ id: 'DETAIL.IP_LOADING', message: 'Loading the IP address profile…' });

  return (
    <Tabs.Root
      defaultValue={initialTab}
      onValueChange={(details) => {
        if (isObjectPanelTab(details.value)) onTabChange?.(details.value);
      }}
      lazyMount
      variant="line"
      size="sm"
      data-kind={kind}
    >
      <ScrollableTabList>
        <Tabs.Trigger value="basic">{t({ id: 'DETAIL.TAB_BASIC', message: 'Basic' })}</Tabs.Trigger>
        <Tabs.Trigger value="activity">{t({ id: 'DETAIL.TAB_ACTIVITY', message: 'Activity' })}</Tabs.Trigger>
        {sandbox !== undefined ? <Tabs.Trigger value="sandbox">{t({ id: 'DETAIL.TAB_SANDBOX', message: 'Sandbox' })}</Tabs.Trigger> : null}
        {threatIntel !== undefined ? (
          <Tabs.Trigger value="threatIntel">{t({ id: 'DETAIL.TAB_THREAT_INTEL', message: 'Threat intelligence' })}</Tabs.Trigger>
        ) : null}
      </ScrollableTabList>
      <Tabs.Content value="basic">
        <PanelStateView<ObjectRecord> state={record} animated={animated} loadingLabel={loadingLabel}>
          {(data) => <ObjectBasicView kind={kind} record={data} extra={kind === 'ip' ? extra : undefined} />}
        </PanelStateView>
      </Tabs.Content>
      <Tabs.Content value="activity">
        <PanelStateView<ObjectRecord> state={record} animated={animated} loadingLabel={loadingLabel}>
          {(data) => <ObjectActivityView record={data} />}
        </PanelStateView>
      </Tabs.Content>
      {sandbox !== undefined ? <Tabs.Content value="sandbox">{sandbox}</Tabs.Content> : null}
      {threatIntel !== undefined ? <Tabs.Content value="threatIntel">{threatIntel}</Tabs.Content> : null}
    </Tabs.Root>
  );
}
