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

  let entries: PanelState<EdgeEntries[]>;
  const failed = entriesQueries.find((q) => q.status === 'error');
  if (failed) {
    const state = toPanelState(failed, { isNotFound: () => false });
    const retryFailed = () => {
      for (const q of entriesQueries) if (q.isError) void q.refetch();
    };
    entries = state.status === 'error' ? { ...state, retry: retryFailed } : { status: 'loading' };
  } else if (entriesQueries.some((q) => q.status === 'pending')) {
    entries = { status: 'loading' };
  } else {
    const list = entriesQueries.map((q, i) => ({ edgeId: edgeIds[i] ?? '', entries: q.data ?? [] }));
    entries = list.some((e) => e.entries.length > 0) ? { status: 'done', data: list } : { status: 'notFound' };
  }
  return { nodes, entries };
}
