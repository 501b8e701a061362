import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/**
 * The record of a panel opened with one id (email, host, mobile, container). A blank id asks the
 * server nothing and reads as notFound: the event that opened the panel had no such value.
 */
export function usePanelRecord<T, K extends QueryKey>(rawId: string, queryOptions: (id: string) => UseQueryOptions<T, Error, T, K>): PanelState<T> {
  const id = rawId.trim();
  const query = useQuery({ ...queryOptions(id), enabled: id !== '' });
  if (id === '') return { status: 'notFound' };
  return toPanelState(query);
}
