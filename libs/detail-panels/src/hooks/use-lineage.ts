import { lineageEntriesQueryOptions, lineageNodesQueryOptions, type LineageEntry, type LineageNode } from '@soc/api';
import { useQueries, useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

export interface EdgeEntries {
  edgeId: string;
  entries: LineageEntry[];
}

export interface LineageController {
  nodes: PanelState<LineageNode[]>;
  entries: PanelState<EdgeEntries[]>;
}

/** Lineage nodes of the sensitive file's edges and the entries of each edge (spec 001 §2.6, §7). */
export function useLineage(edgeIds: readonly string[]): LineageController {
  const nodesQuery = useQuery(lineageNodesQueryOptions(edgeIds));
  const entriesQueries = useQueries({ queries: edgeIds.map((edgeId) => lineageEntriesQueryOptions(edgeId)) });

  const nodes = toPanelState(nodesQuery, { statusOf: (list) => (list.length > 0 ? 'done' : 'notFound') });

  // Each edge's state as its own query reads it, so a failed edge keeps its error (retrying) while
  // Retry asks again, and the focused Retry stays mounted (`toQueryState`).
  const edgeStates = entriesQueries.map((query) => toPanelState(query, { isNotFound: () => false }));
  let entries: PanelState<EdgeEntries[]>;
  const failed = edgeStates.find((state) => state.status === 'error');
  if (failed) {
    const retryFailed = () => {
      for (const query of entriesQueries) if (query.isError) void query.refetch();
    };
    entries = { ...failed, retry: retryFailed };
  } else if (edgeStates.some((state) => state.status === 'loading')) {
    entries = { status: 'loading' };
  } else {
    const list = entriesQueries.map((q, i) => ({ edgeId: edgeIds[i] ?? '', entries: q.data ?? [] }));
    entries = list.some((e) => e.entries.length > 0) ? { status: 'done', data: list } : { status: 'notFound' };
  }
  return { nodes, entries };
}
