// The endpoint panel's tabs by number (spec 001 §2.5, §6, §9): 1 risk overview, 2 basic
// (default), 3 policy, 4 identity (flag identity-inventory-app), 5 tags (permission asd.view).
import { msg } from '@lingui/core/macro';
import { BASIC_TAB, numberedTabs, RISK_OVERVIEW_TAB } from '../tab-strip/numbered-tabs.ts';

export const ENDPOINT_TABS = numberedTabs([
  RISK_OVERVIEW_TAB,
  BASIC_TAB,
  { value: '3', label: msg({ id: 'DETAIL.TAB_POLICY', message: 'Policy' }) },
  // useGate('identityTab').
  { value: '4', label: msg({ id: 'DETAIL.TAB_IDENTITY', message: 'Identity' }), shownWhen: 'identity' },
  // useGate('tagsTab').
  { value: '5', label: msg({ id: 'DETAIL.TAB_TAGS', message: 'Tags' }), shownWhen: 'tags' },
]);
