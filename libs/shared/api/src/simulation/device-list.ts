import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { listOf, optText } from '../client/schema.ts';
import { simulationKeys } from './keys.ts';

const DEVICE_LIST_PATH = '/ui/ani/dms/api/v1/get_simulation_device_list';

/** Spec 002 §3 appliance groups, in selector order, with their group labels. */
export const APPLIANCE_GROUPS = [
  { key: 'xnsDeviceList', label: 'Virtual Network Sensor' },
  { key: 'ddiDeviceList', label: 'Deep Discovery Inspector' },
  { key: 'tpDeviceList', label: 'TippingPoint' },
] as const;
export type ApplianceGroupKey = (typeof APPLIANCE_GROUPS)[number]['key'];

/** An appliance option. device_id is the form value (`guid` of the trigger), so it is required. */
const applianceSchema = z.looseObject({
  hostname: optText,
  device_ip: optText,
  device_id: z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String)),
  product_id: optText,
});
export type Appliance = z.output<typeof applianceSchema>;

/** An appliance without a usable device_id cannot be chosen: it is left out, the others stay. */
const deviceArray = listOf(applianceSchema);
/** A missing group is simply "no appliance of that kind". */
const applianceGroupsSchema = z.pipe(
  z.nullish(z.looseObject({ xnsDeviceList: deviceArray, ddiDeviceList: deviceArray, tpDeviceList: deviceArray })),
  z.transform((v) => ({ xnsDeviceList: v?.xnsDeviceList ?? [], ddiDeviceList: v?.ddiDeviceList ?? [], tpDeviceList: v?.tpDeviceList ?? [] })),
);
export type ApplianceGroups = z.output<typeof applianceGroupsSchema>;

/** Spec 002 §7: data.data with the two lists. The envelope itself is required; without it the answer is bad data. */
export const simulationDeviceListSchema = z.pipe(
  z.looseObject({
    data: z.looseObject({
      data: z.looseObject({ behavior_anomaly_device_list: applianceGroupsSchema, threat_actor_simulation_device_list: applianceGroupsSchema }),
    }),
  }),
  z.transform((v) => v.data.data),
);
export type SimulationDeviceList = z.output<typeof simulationDeviceListSchema>;

export function getSimulationDeviceList(): Promise<SimulationDeviceList> {
  return request({ path: DEVICE_LIST_PATH, schema: simulationDeviceListSchema });
}

// Spec 002 §2.2: each opening of the network slide loads the list again (a newly connected appliance shows).
export const simulationDeviceListQueryOptions = () =>
  queryOptions({ queryKey: simulationKeys.deviceList(), queryFn: getSimulationDeviceList, staleTime: 0 });

/** Spec 002 §3: an appliance is shown as 'hostname (device_ip)'. */
export function applianceLabel(appliance: Pick<Appliance, 'hostname' | 'device_ip' | 'device_id'>): string {
  const name = appliance.hostname || appliance.device_id;
  return appliance.device_ip ? `${name} (${appliance.device_ip})` : name;
}

/** Every appliance of the groups with its group key; "Run simulation" is disabled when this is empty (§2.3). */
export function flattenAppliances(groups: ApplianceGroups): Array<Appliance & { group: ApplianceGroupKey }> {
  return APPLIANCE_GROUPS.flatMap(({ key }) => groups[key].map((appliance) => ({ ...appliance, group: key })));
}
