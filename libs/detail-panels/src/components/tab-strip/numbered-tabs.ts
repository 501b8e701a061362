// The panels whose tabs go by number (spec 001 §9: endpoint, user account): each lists its tabs as
// data; numberedTabs reads from that list the labels, the tabs on show and the tab to open.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** One numbered tab: its label and, for a tab not every object or account has, the rule that shows it. */
interface NumberedTabSpec {
  value: string;
  label: MessageDescriptor;
  /** Shown only when this rule holds; always shown without one. */
  shownWhen?: string;
}

type RuleOf<Spec> = Spec extends { shownWhen: infer Rule extends string } ? Rule : never;

// Every numbered panel starts with the risk overview, then Basic, the tab that opens by default.
export const RISK_OVERVIEW_TAB = { value: '1', label: msg({ id: 'DETAIL.TAB_RISK_OVERVIEW', message: 'Risk overview' }) } as const;
export const BASIC_TAB = { value: '2', label: msg({ id: 'DETAIL.TAB_BASIC', message: 'Basic' }) } as const;

/** A panel's numbered tabs, from the list of them in order (the risk overview and Basic first). */
export function numberedTabs<const Specs extends readonly [typeof RISK_OVERVIEW_TAB, typeof BASIC_TAB, ...NumberedTabSpec[]]>(specs: Specs) {
  type Tab = Specs[number]['value'];
  const list: readonly NumberedTabSpec[] = specs;
  return {
    /** The labels by tab, as PanelTabs takes them. */
    labels: Object.fromEntries(list.map((spec) => [spec.value, spec.label])) as Record<Tab, MessageDescriptor>,
    /** The tabs the rules show (each rule a `shownWhen` names, held or not), in order. */
    shown(rules: Record<RuleOf<Specs[number]>, boolean>): Tab[] {
      const holds: Record<string, boolean> = rules;
      return list.filter((spec) => spec.shownWhen === undefined || holds[spec.shownWhen]).map((spec) => spec.value as Tab);
    },
    /**
     * The tab to open: the one asked for (a number or its text, from `params.tab` or the address) when
     * it is shown, otherwise Basic.
     */
    resolve(shown: readonly Tab[], wanted: unknown): Tab {
      const text = typeof wanted === 'number' ? String(wanted) : typeof wanted === 'string' ? wanted.trim() : undefined;
      return shown.find((tab) => tab === text) ?? (BASIC_TAB.value as Tab);
    },
  };
}
