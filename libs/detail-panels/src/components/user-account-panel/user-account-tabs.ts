// The user account panel's tabs (spec 001 §2.13, §9): Basic by default; tab 4 is the identity
// inventory. The specification numbers only tab 4; the others follow the endpoint panel's order
// (1 risk overview, 2 basic, 3 email security).
import { msg } from '@lingui/core/macro';
import { BASIC_TAB, numberedTabs, RISK_OVERVIEW_TAB } from '../tab-strip/numbered-tabs.ts';

export const USER_ACCOUNT_TABS = numberedTabs([
  RISK_OVERVIEW_TAB,
  BASIC_TAB,
  // `services.exchange` is an object.
  { value: '3', label: msg({ id: 'DETAIL.TAB_EMAIL_SECURITY', message: 'Email security policy' }), shownWhen: 'hasExchange' },
  // useGate('identityTab').
  { value: '4', label: msg({ id: 'DETAIL.TAB_IDENTITY_INVENTORY', message: 'Identity inventory' }), shownWhen: 'identity' },
]);
