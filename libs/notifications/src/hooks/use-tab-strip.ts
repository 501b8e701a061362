import { useId, useState, type KeyboardEvent } from 'react';

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A horizontal tab strip (WAI-ARIA tabs, automatic activation): one tab in the tab order, the arrow
 * keys (wrapping), Home and End move focus and select; each panel is mounted on its first visit and
 * then kept, hidden. `select` runs the selection (the caller may make it a transition).
 */
export function useTabStrip<Value extends string>(values: readonly Value[], selected: Value, select: (value: Value) => void) {
  const baseId = useId();
  const [visited, setVisited] = useState<ReadonlySet<Value>>(() => new Set([selected]));
  if (!visited.has(selected)) setVisited(new Set([...visited, selected]));

  const tabId = (value: Value) => `${baseId}-tab-${value}`;
  const panelId = (value: Value) => `${baseId}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = NEXT_KEYS[event.key];
    if (!next || values.length === 0) return;
    event.preventDefault();
    const value = values[next(Math.max(0, values.indexOf(selected)), values.length)] as Value;
    document.getElementById(tabId(value))?.focus();
    select(value);
  };

  const tabProps = (value: Value) => ({
    type: 'button' as const,
    role: 'tab' as const,
    id: tabId(value),
    'aria-selected': value === selected,
    'aria-controls': panelId(value),
    tabIndex: value === selected ? 0 : -1,
    'data-orientation': 'horizontal',
    onClick: () => select(value),
  });

  const panelProps = (value: Value) => ({
    role: 'tabpanel' as const,
    id: panelId(value),
    'aria-labelledby': tabId(value),
    hidden: value !== selected,
    // Always in the tab order: the panel scrolls, and an empty one has nothing else to focus.
    tabIndex: 0,
    'data-orientation': 'horizontal',
  });

  const listProps = { role: 'tablist' as const, 'aria-orientation': 'horizontal' as const, 'data-orientation': 'horizontal', onKeyDown };

  /** Whether a panel has been visited (and so stays mounted). */
  const isMounted = (value: Value) => visited.has(value);

  return { listProps, tabProps, panelProps, isMounted };
}
