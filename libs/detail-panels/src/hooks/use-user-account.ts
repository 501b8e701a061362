import { userAccountQueryOptions, type UserAccount } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/** The user account (spec 001 §2.13, §7: `?userId=`). */
export function useUserAccount(userId: string): PanelState<UserAccount> {
  return toPanelState(useQuery(userAccountQueryOptions(userId)));
}
