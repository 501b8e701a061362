import { userIdentityQueryOptions, type UserIdentity } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/** The user's identity profiles (spec 001 §2.13 identity inventory, §7). No profile at all reads as notFound. */
export function useUserIdentity(userId: string): PanelState<UserIdentity> {
  const query = useQuery(userIdentityQueryOptions(userId));
  return toPanelState(query, { statusOf: (data) => (data.aad.length + data.opa.length > 0 ? 'done' : 'notFound') });
}
