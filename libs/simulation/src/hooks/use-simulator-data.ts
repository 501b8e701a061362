import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  flattenAppliances,
  simulationDeviceListQueryOptions,
  simulationDownloadsQueryOptions,
  taskStatusQueryOptions,
  toLoadState,
  type ApplianceGroups,
  type LazyLoadState,
  type LoadState,
  type SimulationDeviceList,
} from '@soc/api';
import { labelDownloads, type LabelledDownload } from '../model/downloads.ts';
import { deviceListFailureNotice } from '../model/messages.ts';
import { showNotice } from './notify.ts';

export type DownloadsState = LoadState<LabelledDownload[]>;

/** `idle` until the network slide opens. */
export type AppliancesState = LazyLoadState<SimulationDeviceList>;

const IDLE: AppliancesState = { status: 'idle' };

export interface SimulatorData {
  downloads: DownloadsState;
  appliances: AppliancesState;
  /** §4: on until the downloads and (once the network slide opened) the task status have arrived. */
  loading: boolean;
}

const NO_GROUPS: ApplianceGroups = {
  xnsDeviceList: [],
  ddiDeviceList: [],
  tpDeviceList: [],
};

/** The two lists of spec 002 §3, by the screen that uses them. */
export const DEVICE_LISTS = { threatActor: 'threat_actor_simulation_device_list', behaviourAnomaly: 'behavior_anomaly_device_list' } as const;

/** The groups of one list, or none while loading / failed. */
export function applianceGroupsOf(state: AppliancesState, list: (typeof DEVICE_LISTS)[keyof typeof DEVICE_LISTS]): ApplianceGroups {
  return state.status === 'done' ? state.data[list] : NO_GROUPS;
}

export function hasAppliances(groups: ApplianceGroups): boolean {
  return flattenAppliances(groups).length > 0;
}

/**
 * The simulator's reads (spec 002 §7): one download-URL request for the four archives as the modal
 * opens; the task status and the device list once the network slide opens. A failed device list raises
 * the S36_14 warning (§8); a failed task status only ends the loading.
 */
export function useSimulatorData(networkOpened: boolean): SimulatorData {
  const { i18n } = useLingui();
  const downloads = useQuery(simulationDownloadsQueryOptions());
  const taskStatus = useQuery({
    ...taskStatusQueryOptions(),
    enabled: networkOpened,
  });
  const devices = useQuery({
    ...simulationDeviceListQueryOptions(),
    enabled: networkOpened,
    retry: false,
  });

  useEffect(() => {
    const error = devices.error;
    // After the commit, not inside it: the toaster flushes its own render synchronously, which React
    // refuses (and warns about) during an effect.
    if (error) queueMicrotask(() => showNotice(i18n, deviceListFailureNotice(error)));
    // One toast per failed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [devices.error, devices.errorUpdatedAt]);

  const downloadsState = useMemo<DownloadsState>(() => toLoadState(downloads, labelDownloads), [downloads]);
  const appliances = useMemo<AppliancesState>(
    () => (networkOpened || devices.data !== undefined || devices.isError ? toLoadState(devices) : IDLE),
    [devices, networkOpened],
  );

  return {
    downloads: downloadsState,
    appliances,
    loading: downloads.isPending || taskStatus.isLoading,
  };
}
