import { Badge, Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MobileRecord } from '@soc/api';
import { DetailField, DetailList } from '@soc/ui';
import { PageLink } from '../page-link/page-link.tsx';
import {
  MOBILE_INVENTORY_PATH,
  mobileAgentStatus,
  mobileDeviceKind,
  mobileSecurityLevel,
  type MobileAgentStatus,
  type MobileDeviceKind,
  type MobileSecurityLevel,
} from '../../hooks/use-mobile-panel.ts';
import { DateField } from '../date-field/date-field.tsx';
import { RecordStateView, type RecordPanelViewProps } from '../panel-state/record-state-view.tsx';

/** A status as its badge shows it. */
interface StatusEntry {
  label: MessageDescriptor;
  palette: string;
}

// Labels and colours as data, so tests and stories walk the same table (spec 001 §3 "Mobile").
const SECURITY_LEVEL_LABELS: Record<MobileSecurityLevel, StatusEntry> = {
  safe: {
    label: msg({ id: 'DETAIL.MOBILE_RISK_SAFE', message: 'Safe' }),
    palette: 'green',
  },
  warning: {
    label: msg({ id: 'DETAIL.MOBILE_RISK_WARNING', message: 'Warning' }),
    palette: 'yellow',
  },
  medium: {
    label: msg({ id: 'DETAIL.MOBILE_RISK_MEDIUM', message: 'Medium risk' }),
    palette: 'orange',
  },
  high: {
    label: msg({ id: 'DETAIL.MOBILE_RISK_HIGH', message: 'High risk' }),
    palette: 'red',
  },
};

const AGENT_STATUS_LABELS: Record<MobileAgentStatus, StatusEntry> = {
  success: {
    label: msg({ id: 'DETAIL.MOBILE_AGENT_SUCCESS', message: 'Success' }),
    palette: 'green',
  },
  warning: {
    label: msg({ id: 'DETAIL.MOBILE_AGENT_WARNING', message: 'Warning' }),
    palette: 'yellow',
  },
  error: {
    label: msg({ id: 'DETAIL.MOBILE_AGENT_ERROR', message: 'Error' }),
    palette: 'red',
  },
};

const DEVICE_KIND_LABELS: Record<MobileDeviceKind, MessageDescriptor> = {
  ios: msg({ id: 'DETAIL.MOBILE_TYPE_IOS', message: 'iOS' }),
  android: msg({ id: 'DETAIL.MOBILE_TYPE_ANDROID', message: 'Android' }),
};

function StatusBadge({ entry }: { entry: StatusEntry | undefined }) {
  const { i18n } = useLingui();
  if (!entry) return null;
  return (
    <Badge colorPalette={entry.palette} variant="subtle" size="sm">
      {i18n._(entry.label)}
    </Badge>
  );
}

function MobileDetails({ device }: { device: MobileRecord }) {
  const { t, i18n } = useLingui();
  const level = mobileSecurityLevel(device.basicSecurityStatus);
  const agent = mobileAgentStatus(device.basicDeviceStatus);
  const kind = mobileDeviceKind(device.basicDeviceType);
  return (
    <DetailList columns={1}>
      <DetailField
        label={t({
          id: 'DETAIL.MOBILE_SECURITY_RISK',
          message: 'Security risk level',
        })}
      >
        {level ? <StatusBadge entry={SECURITY_LEVEL_LABELS[level]} /> : null}
      </DetailField>
      <DetailField label={t({ id: 'DETAIL.MOBILE_AGENT_STATUS', message: 'Agent status' })}>
        {agent ? <StatusBadge entry={AGENT_STATUS_LABELS[agent]} /> : null}
      </DetailField>
      <DateField label={t({ id: 'DETAIL.MOBILE_LAST_SCAN', message: 'Last scan' })} value={device.basicLastScanTime} />
      <DetailField label={t({ id: 'DETAIL.MOBILE_DEVICE_TYPE', message: 'Device type' })} value={kind ? i18n._(DEVICE_KIND_LABELS[kind]) : undefined} />
      <DetailField label={t({ id: 'DETAIL.MOBILE_NAME', message: 'Device name' })} value={device.basicDeviceName} />
      <DetailField label={t({ id: 'DETAIL.MOBILE_OS_VERSION', message: 'OS version' })} value={device.osVersion} />
      <DetailField label={t({ id: 'DETAIL.MOBILE_MODEL', message: 'Hardware model' })} value={device.hardwareModel} />
      <DetailField label={t({ id: 'DETAIL.MOBILE_BRAND', message: 'Brand' })} value={device.hardwareBrand} />
      <DetailField label={t({ id: 'DETAIL.MOBILE_MANUFACTURER', message: 'Manufacturer' })} value={device.hardwareManufacturer} />
      <DetailField label={t({ id: 'DETAIL.MOBILE_MAC', message: 'MAC address' })} value={device.securityMac} format="hash" copyable />
      <DetailField label={t({ id: 'DETAIL.MOBILE_IMEI', message: 'IMEI' })} value={device.imei} format="hash" copyable />
    </DetailList>
  );
}

export function MobilePanelView(props: RecordPanelViewProps<MobileRecord>) {
  return (
    <RecordStateView {...props} loadingLabel={msg({ id: 'DETAIL.MOBILE_LOADING', message: 'Loading the mobile device…' })}>
      {(device) => (
        <>
          <MobileDetails device={device} />
          <Box mt="3">
            <PageLink href={MOBILE_INVENTORY_PATH}>
              <Trans id="DETAIL.MOBILE_INVENTORY_LINK">Open the mobile inventory</Trans>
            </PageLink>
          </Box>
        </>
      )}
    </RecordStateView>
  );
}
