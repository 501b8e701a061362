// The user account panel's tabs (spec 001 §2.13, §9): Basic by default; tab 4 is the identity
// inventory. The specification numbers only tab 4; the others follow the endpoint panel's order
// (1 risk overview, 2 basic, 3 email security).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const USER_ACCOUNT_TABS = ['1', '2', '3', '4'] as const;
export type UserAccountTab = (typeof USER_ACCOUNT_TABS)[number];
export const USER_ACCOUNT_DEFAULT_TAB: UserAccountTab = '2';

export const USER_ACCOUNT_TAB_LABELS: Record<UserAccountTab, MessageDescriptor> = {
  '1': msg({ id: 'DETAIL.TAB_RISK_OVERVIEW', message: 'Risk overview' }),
  '2': msg({ id: 'DETAIL.TAB_BASIC', message: 'Basic' }),
  '3': msg({ id: 'DETAIL.TAB_EMAIL_SECURITY', message: 'Email security policy' }),
  '4': msg({ id: 'DETAIL.TAB_IDENTITY_INVENTORY', message: 'Identity inventory' }),
};

export interface UserAccountTabRules {
  /** `services.exchange` is an object. */
  hasExchange: boolean;
  /** useGate('identityTab'). */
  identity: boolean;
}

export function userAccountTabs({ hasExchange, identity }: UserAccountTabRules): UserAccountTab[] {
  return USER_ACCOUNT_TABS.filter((tab) => (tab === '3' ? hasExchange : tab === '4' ? identity : true));
}
