import { Tabs } from '@chakra-ui/react';
import type { UserAccount } from '@soc/api';
import type { ReactNode } from 'react';
import { useChosenTab } from '../../hooks/use-chosen-tab.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { UserBasic } from './user-basic.tsx';
import { UserEmailSecurity } from './user-email-security.tsx';
import { USER_ACCOUNT_TABS } from './user-account-tabs.ts';
import { PanelTabs } from '../tab-strip/panel-tabs.tsx';

interface UserAccountGates {
  /** Flag identity-inventory-app. */
  identityTab: boolean;
  /** license.linkToCAS = 1. */
  casPolicyLinks: boolean;
  /** The link to the identity-provider page (spec 001 §2.18): singleSignOn.view, as the company menu's entry. */
  identityProviderPage: boolean;
}

export interface UserAccountPanelViewProps {
  state: PanelState<UserAccount>;
  gates: UserAccountGates;
  riskOverview: ReactNode;
  /** Tab 4's content, when the account has the identity tab. */
  identity?: ReactNode;
  /** The tab asked for (`params.tab` or the address); Basic when missing or not available. */
  tab?: string | number;
  onTabChange?: (tab: string) => void;
  animated?: boolean;
}

/** The user account panel (spec 001 §2.13). The tabs depend on the record (email security only with an exchange object). */
export function UserAccountPanelView({ state, gates, riskOverview, identity, tab, onTabChange, animated }: UserAccountPanelViewProps) {
  const { chosen, choose } = useChosenTab(onTabChange);
  return (
    <PanelStateView state={state} animated={animated} loadingLines={8}>
      {(account) => {
        const exchange = account.services?.exchange ?? undefined;
        const tabs = USER_ACCOUNT_TABS.shown({ hasExchange: exchange !== undefined, identity: gates.identityTab });
        const value = USER_ACCOUNT_TABS.resolve(tabs, chosen ?? tab);
        return (
          <PanelTabs tabs={tabs} labels={USER_ACCOUNT_TABS.labels} value={value} onValueChange={choose}>
            <Tabs.Content value="1">{riskOverview}</Tabs.Content>
            <Tabs.Content value="2">
              <UserBasic account={account} identityProviderPage={gates.identityProviderPage} />
            </Tabs.Content>
            {exchange ? (
              <Tabs.Content value="3">
                <UserEmailSecurity exchange={exchange} showPolicyLinks={gates.casPolicyLinks} />
              </Tabs.Content>
            ) : null}
            {tabs.includes('4') ? <Tabs.Content value="4">{identity}</Tabs.Content> : null}
          </PanelTabs>
        );
      }}
    </PanelStateView>
  );
}
