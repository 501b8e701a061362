// Sensitive-data lineage of a file (spec 001 §2.6 "Sensitive Data Information", §2.16).
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { entriesOf, listOf, optNumber, optText } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { optTimestamp, recordEnvelope, textOrList } from './schema-extras.ts';

export const lineageNodeSchema = z.looseObject({
  dataType: optText,
  trackTime: optTimestamp,
  /** Bytes. */
  fileSize: optNumber,
  fullUri: optText,
  dataHash: optText,
  endpointGuid: optText,
  endpointHostName: optText,
  endpointIp: textOrList,
  osName: optText,
  osUser: optText,
  matchedPolicies: listOf(z.looseObject({ policyId: optText, policyName: optText })),
  edgeId: optText,
});
export type LineageNode = z.output<typeof lineageNodeSchema>;

export const lineageEntrySchema = z.looseObject({ entry_id: optText, source_id: optText, filename: optText });
export type LineageEntry = z.output<typeof lineageEntrySchema>;

const nodesResponse = z.pipe(recordEnvelope(z.looseObject({ nodes: entriesOf(lineageNodeSchema) })), z.transform((v) => v.nodes));
const entriesResponse = z.pipe(recordEnvelope(z.looseObject({ entries: entriesOf(lineageEntrySchema) })), z.transform((v) => v.entries));
/** The item fields are not shown in the specification: each item is kept as the server sent it. */
const filesResponse = z.pipe(recordEnvelope(z.looseObject({ items: entriesOf(z.unknown()) })), z.transform((v) => v.items));

export const LINEAGE_NODES_PATH = '/public/ddr/lineage/node-info';
export const LINEAGE_ENTRY_PATH = '/public/ddr/lineage/entry';
export const LINEAGE_FILES_PATH = '/public/ddr/lineage/oat/files';

export function getLineageNodes(edgeIds: readonly string[], signal?: AbortSignal): Promise<LineageNode[]> {
  return request({ method: 'POST', path: LINEAGE_NODES_PATH, body: { edge_ids: [...edgeIds] }, schema: nodesResponse, signal });
}

export function getLineageEntries(edgeId: string, signal?: AbortSignal): Promise<LineageEntry[]> {
  return request({ path: LINEAGE_ENTRY_PATH, query: { edgeId }, schema: entriesResponse, signal });
}

/** The payload is passed through unchanged (spec 001 §7). */
export function getLineageFiles(payload: Readonly<Record<string, unknown>>, signal?: AbortSignal): Promise<unknown[]> {
  return request({ method: 'POST', path: LINEAGE_FILES_PATH, body: payload, schema: filesResponse, signal });
}

/** Only asked when the file has edge ids (the tab is hidden otherwise). */
export const lineageNodesQueryOptions = (edgeIds: readonly string[]) =>
  detailPanelQuery(detailPanelKeys.lineageNodes(edgeIds), (signal) => getLineageNodes(edgeIds, signal), { enabled: edgeIds.length > 0 });

export const lineageEntriesQueryOptions = (edgeId: string) =>
  detailPanelQuery(detailPanelKeys.lineageEntries(edgeId), (signal) => getLineageEntries(edgeId, signal), { enabled: Boolean(edgeId) });

export const lineageFilesQueryOptions = (payload: Readonly<Record<string, unknown>>) =>
  detailPanelQuery(detailPanelKeys.lineageFiles(payload), (signal) => getLineageFiles(payload, signal));
