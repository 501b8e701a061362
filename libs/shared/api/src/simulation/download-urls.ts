import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { dataOrSelf, optText } from '../client/schema.ts';
import { simulationKeys } from './keys.ts';

const DOWNLOAD_URLS_PATH = '/public/svp/v2/fileUpload/downloadUrls';

/**
 * The four archives of spec 002 §7: three technique demo scripts (§1: credential dumping, system
 * service discovery, application-layer protocol C&C) and the AI attack script. The spec does not
 * name the objects; these keys are fixed here once, in slide order.
 */
export const SIMULATION_SCRIPT_KEYS = [
  'attack-simulator/T1003-credential-dumping.zip',
  'attack-simulator/T1007-system-service-discovery.zip',
  'attack-simulator/T1071-application-layer-protocol.zip',
  'attack-simulator/ai-attack-script.zip',
] as const;
/** Spec 002 §9: signed download URL lifetime. */
const SIGNED_URL_EXPIRE_SECONDS = 6000;
/** Spec 002 §3/§9: the SHA-256 is shown truncated at 46 characters. */
const SHA256_DISPLAY_LENGTH = 46;

/**
 * Spec 002 §3 download item: url and userMetadata.sha256. An item without a url (or no object at all)
 * offers nothing: it reads as an item without a url and keeps its place in the answer, so it shows as
 * missing and the others keep their archives' labels (the answer is in request order, §7).
 */
const downloadItemSchema = z.catch(
  z.looseObject({
    url: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
    userMetadata: z.catch(
      z.pipe(z.nullish(z.looseObject({ sha256: optText })), z.transform((v) => ({ sha256: v?.sha256 ?? undefined }))),
      { sha256: undefined },
    ),
  }),
  { url: undefined, userMetadata: { sha256: undefined } },
);
export type DownloadItem = z.output<typeof downloadItemSchema>;
/** Items of which not one has a url are bad data (the generic error), as with `entriesOf`. */
export const downloadUrlsSchema = dataOrSelf(
  z.array(downloadItemSchema).check(z.refine((items) => items.length === 0 || items.some((item) => item.url !== undefined), 'No download item has a url')),
);

export function getSimulationDownloadUrls(objectKeys: readonly string[] = SIMULATION_SCRIPT_KEYS): Promise<DownloadItem[]> {
  return request({
    method: 'POST',
    path: DOWNLOAD_URLS_PATH,
    body: { objectKeys, signedUrlExpireSeconds: SIGNED_URL_EXPIRE_SECONDS },
    schema: downloadUrlsSchema,
  });
}

export const simulationDownloadsQueryOptions = (objectKeys: readonly string[] = SIMULATION_SCRIPT_KEYS) =>
  queryOptions({
    queryKey: simulationKeys.downloadUrls(objectKeys),
    queryFn: () => getSimulationDownloadUrls(objectKeys),
    // A POST that only reads. Signed URLs expire after 6000 s: refetch 10 minutes early so a shown link always works.
    staleTime: (SIGNED_URL_EXPIRE_SECONDS - 600) * 1000,
  });

/** The display form of spec 002 §3: at most 46 characters, then an ellipsis. */
export function truncateHash(hash: string, max: number = SHA256_DISPLAY_LENGTH): string {
  return hash.length > max ? `${hash.slice(0, max)}…` : hash;
}
