import { threatIntelQueryOptions, type QueryErrorState, type Refresh, type ThreatIntelKind, type ThreatIntelReport } from '@soc/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

export interface ThreatIntelController {
  state: PanelState<ThreatIntelReport>;
  /** Asks the reputation service again (refresh=1), from the report or from an error. */
  refresh: () => void;
  /** A refresh is running; the previous report stays on screen meanwhile. */
  refreshing: boolean;
  /** A re-opened panel shows the cached report while it asks again with refresh=0 (spec 001 §2.1). */
  revalidating: boolean;
}

/**
 * The external reputation report (spec 001 §4): the first query uses refresh=0, Refresh asks with
 * refresh=1. Every failure is an error state (with refresh as its retry); the view maps an HTTP 400's
 * error number to its message (spec 001 §8).
 */
export function useThreatIntel(kind: ThreatIntelKind, id: string): ThreatIntelController {
  const [refresh, setRefresh] = useState<Refresh>(0);
  const query = useQuery({ ...threatIntelQueryOptions(kind, id, refresh), placeholderData: keepPreviousData });
  const { refetch } = query;
  const doRefresh = useCallback(() => {
    if (refresh === 0) setRefresh(1);
    else void refetch();
  }, [refresh, refetch]);
  const base = toPanelState(query, { isNotFound: () => false });
  // Retry from an error asks with refresh=1, another query that starts on loading: the error stays
  // on screen, retrying, until it answers, so the focused Retry is not unmounted.
  const [retried, setRetried] = useState<QueryErrorState>();
  if (retried && base.status !== 'loading') setRetried(undefined);
  const retry = () => {
    if (base.status === 'error') setRetried(base);
    doRefresh();
  };
  const shown = retried && base.status === 'loading' ? { ...retried, retrying: true } : base;
  const state: PanelState<ThreatIntelReport> = shown.status === 'error' ? { ...shown, retry } : shown;
  const refreshing = refresh === 1 && query.isFetching;
  const revalidating = !refreshing && query.isRefetching && !query.isPlaceholderData;
  return { state, refresh: doRefresh, refreshing, revalidating };
}
