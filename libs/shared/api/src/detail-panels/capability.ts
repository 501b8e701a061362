// File capability tab (spec 001 §2.6) and the process panel (§2.15) share one call; queryType
// says which artifact is meant.
import { z } from 'zod/mini';
import type { DrawerParamsBySearchType } from '@soc/events';
import { wellFormed } from '@soc/util';
import { request } from '../client/request.ts';
import { listOf, optObject, optText, textList } from '../client/schema.ts';
import { analysisStatus, pollWhileProcessing } from './analysis-status.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { namedRef, recordEnvelope } from './schema-extras.ts';

export const hexLineSchema = z.looseObject({ line: optText, content: optText });
export type HexLine = z.output<typeof hexLineSchema>;

/** A MITRE technique: the `{ id, name }` reference the intelligence lists carry too, with its tactics and descriptions. */
export const mitreTechniqueSchema = z.looseObject({ ...namedRef.shape, tactics: textList, descriptions: textList });
export type MitreTechnique = z.output<typeof mitreTechniqueSchema>;

export const capabilityProcessSchema = z.looseObject({
  tagging: listOf(mitreTechniqueSchema),
  hashId: optText,
  pid: optText,
  commandLine: optText,
  integrityLevel: optText,
});
export type CapabilityProcess = z.output<typeof capabilityProcessSchema>;

export const capabilityResultSchema = z.pipe(
  z.looseObject({
    status: analysisStatus,
    hex: optObject({ data: listOf(hexLineSchema) }),
    password: optText,
    presignedUrl: optText,
    processes: listOf(capabilityProcessSchema),
  }),
  // The panels show processes[0] only (spec 001 §3).
  z.transform((r) => ({ ...r, process: r.processes[0] })),
);
export type CapabilityResult = z.output<typeof capabilityResultSchema>;

export type CapabilityQuery =
  | { queryType: 'sha1'; sha1: string }
  | { queryType: 'artifactUniqueId'; artifactUniqueId: string; sha1?: string }
  // The process panel asks with the parameters it was opened with.
  | ({ queryType: 'process' } & DrawerParamsBySearchType[13]);

export const CAPABILITY_PATH = '/public/ssb/api/v3/artifact/analysisResults';

/** The body carries only the fields the query has (undefined ones are dropped by JSON). */
export function getCapability(query: CapabilityQuery, signal?: AbortSignal): Promise<CapabilityResult> {
  return request({ method: 'POST', path: CAPABILITY_PATH, body: query, schema: recordEnvelope(capabilityResultSchema), signal });
}

/** Polled while the server says "processing". */
export const capabilityQueryOptions = (query: CapabilityQuery) =>
  detailPanelQuery(detailPanelKeys.capability(query), (signal) => getCapability(query, signal), { refetchInterval: (q) => pollWhileProcessing(q.state) });

/** The file panel's capability tab, looked up by the file's sha1. */
export const fileCapabilityQueryOptions = (sha1: string) => capabilityQueryOptions({ queryType: 'sha1', sha1 });

/** Spec 001 §9: technique links point to version 15 of the technique pages (T1059.001 → …/T1059/001/). */
export function mitreTechniqueUrl(techniqueId: string): string {
  // Well-formed first: a lone surrogate in a server id would make encodeURIComponent throw while drawing.
  const [technique = '', sub] = wellFormed(techniqueId).trim().toUpperCase().split('.');
  return `https://attack.mitre.org/versions/v15/techniques/${encodeURIComponent(technique)}/${sub ? `${encodeURIComponent(sub)}/` : ''}`;
}
