import type { DrawerParamsBySearchType } from '@soc/events';

/**
 * The file panel's params: contract §7 gives `{ sha1 }`; a sensitive file opened from the
 * object-group drawer (spec 001 §2.16) also names its lineage edges, as `edge_ids` (the name the
 * node-info call uses) or a single `edgeId`. Page scripts are untyped, so everything is checked.
 */
export interface FilePanelParams {
  sha1: string;
  edgeIds: string[];
}

export function readFileParams(params: DrawerParamsBySearchType[3]): FilePanelParams {
  const raw = params as unknown as Record<string, unknown>;
  const sha1 = typeof raw.sha1 === 'string' ? raw.sha1.trim() : '';
  const list = Array.isArray(raw.edge_ids) ? raw.edge_ids : typeof raw.edgeId === 'string' ? [raw.edgeId] : [];
  const edgeIds = [...new Set(list.filter((id): id is string => typeof id === 'string' && id.trim() !== '').map((id) => id.trim()))];
  return { sha1, edgeIds };
}
