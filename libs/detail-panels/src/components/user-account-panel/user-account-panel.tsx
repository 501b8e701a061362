import { useGate } from '@soc/rbac';
import { useUserAccount } from '../../hooks/use-user-account.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { RiskOverviewSection } from '../risk-overview/risk-overview-section.tsx';
import { userRiskSource } from '../risk-overview/risk-source.ts';
import { UserAccountPanelView } from './user-account-panel-view.tsx';
import { UserIdentitySection } from './user-identity.tsx';

/** search_type 11 (contract §7 params `{ userId, tab? }`). */
export function UserAccountPanel({ params, tab, onTabChange }: PanelProps<11>) {
  const gates = { identityTab: useGate('identityTab'), casPolicyLinks: useGate('casPolicyLinks'), identityProviderPage: useGate('companyIdentityProviders') };
  return (
    <UserAccountPanelView
      state={useUserAccount(params.userId)}
      gates={gates}
      riskOverview={<RiskOverviewSection source={userRiskSource(params)} />}
      identity={<UserIdentitySection userId={params.userId} />}
      tab={tab ?? params.tab}
      onTabChange={onTabChange}
    />
  );
}
