// The endpoint panel's tabs by number (spec 001 §2.5, §6, §9): 1 risk overview, 2 basic
// (default), 3 policy, 4 identity (flag identity-inventory-app), 5 tags (permission asd.view).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const ENDPOINT_TABS = ['1', '2', '3', '4', '5'] as const;
export type EndpointTab = (typeof ENDPOINT_TABS)[number];
export const ENDPOINT_DEFAULT_TAB: EndpointTab = '2';

export const ENDPOINT_TAB_LABELS: Record<EndpointTab, MessageDescriptor> = {
  '1': msg({ id: 'DETAIL.TAB_RISK_OVERVIEW', message: 'Risk overview' }),
  '2': msg({ id: 'DETAIL.TAB_BASIC', message: 'Basic' }),
  '3': msg({ id: 'DETAIL.TAB_POLICY', message: 'Policy' }),
  '4': msg({ id: 'DETAIL.TAB_IDENTITY', message: 'Identity' }),
  '5': msg({ id: 'DETAIL.TAB_TAGS', message: 'Tags' }),
};

export interface EndpointTabRules {
  /** useGate('identityTab'). */
  identity: boolean;
  /** useGate('tagsTab'). */
  tags: boolean;
}

/** The tabs this account may see, in order. */
export function endpointTabs({ identity, tags }: EndpointTabRules): EndpointTab[] {
  return ENDPOINT_TABS.filter((tab) => (tab === '4' ? identity : tab === '5' ? tags : true));
}

/**
 * The tab to show: the one asked for (a number or its text, from `params.tab` or the address) when
 * it is available, otherwise Basic.
 */
export function resolveNumberedTab<T extends string>(available: readonly T[], wanted: unknown, fallback: T): T {
  const text = typeof wanted === 'number' ? String(wanted) : typeof wanted === 'string' ? wanted.trim() : undefined;
  return available.find((tab) => tab === text) ?? fallback;
}
