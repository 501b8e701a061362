import { z } from 'zod/mini';
import { listOf, optBool, optNumber, optText, textList } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { objectLookup } from './record-call.ts';

export interface ContainerEnvVar {
  name: string;
  value?: string;
}

// Kubernetes sends env as `[{ name, value }]`; a `{ NAME: value }` map is read the same way.
const envSchema = z.catch(
  z.pipe(
    z.nullish(
      z.union([
        z.array(z.looseObject({ name: z.pipe(z.union([z.string(), z.number()]), z.transform(String)), value: optText })),
        z.pipe(z.record(z.string(), optText), z.transform((map) => Object.entries(map).map(([name, value]) => ({ name, value })))),
      ]),
    ),
    z.transform((list): ContainerEnvVar[] => (list ?? []).map(({ name, value }) => ({ name, value: value ?? undefined }))),
  ),
  [],
);

export const containerRecordSchema = z.looseObject({
  name: optText,
  imageId: optText,
  status: optText,
  ports: listOf(z.looseObject({ containerPort: optNumber })),
  volumeMounts: listOf(z.looseObject({ mountPath: optText, name: optText, readonly: optBool })),
  command: textList,
  args: textList,
  env: envSchema,
  /** Shown as key and value pairs; its keys vary by runtime. */
  securityContext: z.catch(z.nullish(z.record(z.string(), z.unknown())), undefined),
});
export type ContainerRecord = z.output<typeof containerRecordSchema>;

export const CONTAINER_PATH = '/ui/fbt/api/v1/basic/containers/basic';

export const { get: getContainer, queryOptions: containerQueryOptions } = objectLookup(CONTAINER_PATH, 'containerId', containerRecordSchema, detailPanelKeys.container);
