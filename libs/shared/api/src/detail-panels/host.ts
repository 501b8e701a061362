import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { optText, textList } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { recordEnvelope, textOrList } from './schema-extras.ts';

// The legacy record wraps each attribute as `{ value }`; IP and MAC may hold one value or several.
const wrapped = <S extends z.core.$ZodType>(value: S) => z.catch(z.nullish(z.looseObject({ value })), undefined);

export const hostRecordSchema = z.looseObject({
  hostname: wrapped(optText),
  ip: wrapped(textOrList),
  macAddr: wrapped(textOrList),
  cloudMeta: z.catch(z.nullish(z.looseObject({ instanceId: optText, cloudProvider: optText, vpcId: optText, regionId: optText })), undefined),
  logonAccount: wrapped(textList),
  osName: optText,
  osVersion: optText,
  agentList: textList,
});
export type HostRecord = z.output<typeof hostRecordSchema>;

export const HOST_PATH = '/public/svp/v2/object/endpoint/query';

export function getHostRecord(computerId: string, signal?: AbortSignal): Promise<HostRecord> {
  return request({ method: 'POST', path: HOST_PATH, body: { computerId }, schema: recordEnvelope(hostRecordSchema), signal });
}

export const hostQueryOptions = (computerId: string) =>
  detailPanelQuery(detailPanelKeys.host(computerId), (signal) => getHostRecord(computerId, signal));
