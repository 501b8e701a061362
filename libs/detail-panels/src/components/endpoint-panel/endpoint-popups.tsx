// The endpoint panel's five popups (spec 001 §2.5): network interfaces, engines, patterns,
// virtual-machine details and intrusion-prevention rules.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { EndpointRecord, IpsRule } from '@soc/api';
import { DateTime } from '@soc/ui';
import { useIpsRules } from '../../hooks/use-ips-rules.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { useYesNo } from '../risk-overview/panel-section.tsx';
import { PopupDialog, SimpleTable } from './popup-dialog.tsx';

type ComponentVersion = EndpointRecord['engines'][number];
type ComponentKind = 'engines' | 'patterns';

function NetworkInterfacesTable({ interfaces }: { interfaces: EndpointRecord['network_interfaces'] }) {
  const { t } = useLingui();
  const count = interfaces.length;
  const yesNo = useYesNo();
  return (
    <SimpleTable
      caption={<Plural id="DETAIL.EP_INTERFACES_COUNT" value={count} one="# network interface" other="# network interfaces" />}
      columns={[
        t({ id: 'DETAIL.EP_IF_NAME', message: 'Name' }),
        t({ id: 'DETAIL.EP_IF_DISPLAY_NAME', message: 'Display name' }),
        t({ id: 'DETAIL.EP_IF_MAC', message: 'MAC address' }),
        t({ id: 'DETAIL.EP_IF_DHCP', message: 'DHCP' }),
        t({ id: 'DETAIL.EP_IF_IPS', message: 'IP addresses' }),
      ]}
      rows={interfaces.map((item) => [item.name, item.display_name, item.mac, yesNo(item.dhcp), item.ips.join(', ')])}
    />
  );
}

function ComponentVersionsTable({ items, kind }: { items: readonly ComponentVersion[]; kind: ComponentKind }) {
  const { t } = useLingui();
  const count = items.length;
  return (
    <SimpleTable
      caption={
        kind === 'engines' ? (
          <Plural id="DETAIL.EP_ENGINES_COUNT" value={count} one="# engine" other="# engines" />
        ) : (
          <Plural id="DETAIL.EP_PATTERNS_COUNT" value={count} one="# pattern" other="# patterns" />
        )
      }
      columns={[
        t({ id: 'DETAIL.EP_COMPONENT_TYPE', message: 'Type' }),
        t({ id: 'DETAIL.EP_COMPONENT_VERSION', message: 'Version' }),
        t({ id: 'DETAIL.EP_COMPONENT_UPDATED', message: 'Last update time' }),
      ]}
      rows={items.map((item) => [item.type, item.version, item.last_update_time ? <DateTime value={item.last_update_time} /> : undefined])}
    />
  );
}

function VirtualMachineTable({ details }: { details: EndpointRecord['virtual_machine_details'] }) {
  const { t } = useLingui();
  const count = details.length;
  return (
    <SimpleTable
      caption={<Plural id="DETAIL.EP_VM_COUNT" value={count} one="# property" other="# properties" />}
      columns={[t({ id: 'DETAIL.EP_VM_KEY', message: 'Key' }), t({ id: 'DETAIL.EP_VM_VALUE', message: 'Value' })]}
      rows={details.map((item) => [item.key, item.value])}
    />
  );
}

function IpsRulesView({ state }: { state: PanelState<IpsRule[]> }) {
  return (
    <PanelStateView state={state} titleAs="p">
      {(rules) => <IpsRulesTable rules={rules} />}
    </PanelStateView>
  );
}

function IpsRulesTable({ rules }: { rules: readonly IpsRule[] }) {
  const { t } = useLingui();
  const count = rules.length;
  return (
    <SimpleTable
      caption={<Plural id="DETAIL.EP_IPS_COUNT" value={count} one="# intrusion-prevention rule" other="# intrusion-prevention rules" />}
      columns={[t({ id: 'DETAIL.EP_IPS_IDENTIFIER', message: 'Rule identifier' }), t({ id: 'DETAIL.EP_IPS_NAME', message: 'Name' })]}
      rows={rules.map((rule) => [rule.identifier, rule.name])}
    />
  );
}

/** The IPS rules of the record's resource ids, asked for when the popup opens. */
function IpsRulesContent({ resourceIds, open }: { resourceIds: readonly string[]; open: boolean }) {
  return <IpsRulesView state={useIpsRules(resourceIds, open)} />;
}

export function NetworkInterfacesPopup({ interfaces }: { interfaces: EndpointRecord['network_interfaces'] }) {
  const count = interfaces.length;
  return (
    <PopupDialog buttonLabel={<Trans id="DETAIL.EP_VIEW_INTERFACES">View network interfaces ({count})</Trans>} title={<Trans id="DETAIL.EP_INTERFACES">Network interfaces</Trans>} disabled={interfaces.length === 0}>
      {() => <NetworkInterfacesTable interfaces={interfaces} />}
    </PopupDialog>
  );
}

/** The engines or the patterns: one list of component versions under either name. */
export function ComponentVersionsPopup({ items, kind }: { items: readonly ComponentVersion[]; kind: ComponentKind }) {
  const count = items.length;
  const engines = kind === 'engines';
  return (
    <PopupDialog
      buttonLabel={engines ? <Trans id="DETAIL.EP_VIEW_ENGINES">View engines ({count})</Trans> : <Trans id="DETAIL.EP_VIEW_PATTERNS">View patterns ({count})</Trans>}
      title={engines ? <Trans id="DETAIL.EP_ENGINES">Engines</Trans> : <Trans id="DETAIL.EP_PATTERNS">Patterns</Trans>}
      disabled={count === 0}
    >
      {() => <ComponentVersionsTable items={items} kind={kind} />}
    </PopupDialog>
  );
}

export function VirtualMachinePopup({ details }: { details: EndpointRecord['virtual_machine_details'] }) {
  const count = details.length;
  return (
    <PopupDialog buttonLabel={<Trans id="DETAIL.EP_VIEW_VM">View virtual machine details ({count})</Trans>} title={<Trans id="DETAIL.EP_VM_DETAILS">Virtual machine details</Trans>} disabled={details.length === 0}>
      {() => <VirtualMachineTable details={details} />}
    </PopupDialog>
  );
}

export function IpsRulesPopup({ resourceIds }: { resourceIds: readonly string[] }) {
  const count = resourceIds.length;
  return (
    <PopupDialog
      buttonLabel={<Trans id="DETAIL.EP_VIEW_IPS">View intrusion-prevention rules ({count})</Trans>}
      title={<Trans id="DETAIL.EP_IPS_RULES">Intrusion-prevention rules</Trans>}
      disabled={resourceIds.length === 0}
    >
      {(open) => <IpsRulesContent resourceIds={resourceIds} open={open} />}
    </PopupDialog>
  );
}
