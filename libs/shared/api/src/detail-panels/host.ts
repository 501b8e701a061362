import { z } from 'zod/mini';
import { optObject, optText, textList } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { objectLookup } from './record-call.ts';
import { textOrList } from './schema-extras.ts';

// The legacy record wraps each attribute as `{ value }`; IP and MAC may hold one value or several.
const wrapped = <S extends z.core.$ZodType>(value: S) => optObject({ value });

export const hostRecordSchema = z.looseObject({
  hostname: wrapped(optText),
  ip: wrapped(textOrList),
  macAddr: wrapped(textOrList),
  cloudMeta: optObject({ instanceId: optText, cloudProvider: optText, vpcId: optText, regionId: optText }),
  logonAccount: wrapped(textList),
  osName: optText,
  osVersion: optText,
  agentList: textList,
});
export type HostRecord = z.output<typeof hostRecordSchema>;

export const HOST_PATH = '/public/svp/v2/object/endpoint/query';

export const { get: getHostRecord, queryOptions: hostQueryOptions } = objectLookup(HOST_PATH, 'computerId', hostRecordSchema, detailPanelKeys.host);
