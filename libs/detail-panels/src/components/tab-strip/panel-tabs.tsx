import { Tabs } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ScrollableTabList } from '@soc/ui';

export interface PanelTabsProps<T extends string> {
  /** The tabs on show, in order. */
  tabs: readonly T[];
  labels: Record<T, MessageDescriptor>;
  value: T;
  onValueChange: (tab: string) => void;
  /** The `Tabs.Content`s. */
  children: ReactNode;
}

/** A panel's tabs: a line strip of labelled triggers that scrolls when it outgrows the drawer; only the open tab's content is mounted. */
export function PanelTabs<T extends string>({ tabs, labels, value, onValueChange, children }: PanelTabsProps<T>) {
  const { i18n } = useLingui();
  const triggers = tabs.map((name) => (
    <Tabs.Trigger key={name} value={name}>
      {i18n._(labels[name])}
    </Tabs.Trigger>
  ));
  return (
    <Tabs.Root value={value} onValueChange={(details) => onValueChange(details.value)} variant="line" size="sm" lazyMount unmountOnExit>
      <ScrollableTabList>{triggers}</ScrollableTabList>
      {children}
    </Tabs.Root>
  );
}
