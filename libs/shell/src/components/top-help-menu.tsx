import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, BookOpen, ChevronDown, Compass, LifeBuoy } from 'lucide-react';
import type { TopHelpMenuEntry } from '../model/header-menus.ts';
import { TOP_HELP_MENU_ENTRIES } from '../model/header-menus.ts';
import { NewWindowHint } from './new-window-hint.tsx';

export interface TopHelpMenuProps {
  onSelect: (entry: TopHelpMenuEntry) => void;
}

const ICONS = { gettingStarted: Compass, onlineHelp: BookOpen, serviceStatus: Activity } as const satisfies Record<TopHelpMenuEntry, unknown>;

function EntryLabel({ entry }: { entry: TopHelpMenuEntry }) {
  switch (entry) {
    case 'gettingStarted':
      return <Trans id="HELP_MENU.GETTING_STARTED">Getting started</Trans>;
    case 'onlineHelp':
      return <Trans id="HELP_MENU.ONLINE_HELP">Online help</Trans>;
    case 'serviceStatus':
      return <Trans id="HELP_MENU.SERVICE_STATUS">Service status</Trans>;
  }
}

/**
 * The top-help menu of the service-provider views (spec 000 §2.2). The specification names the menu
 * but not its entries; it offers the getting-started page and the help resources, labelled for
 * the provider's operators.
 */
export function TopHelpMenu({ onSelect }: TopHelpMenuProps) {
  const { t } = useLingui();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => onSelect(value as TopHelpMenuEntry)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="header.fg" px="2" aria-label={t({ id: 'HELP_MENU.TOP_HELP_LABEL', message: 'Service provider help' })}>
          <LifeBuoy size={16} aria-hidden="true" />
          <Text as="span" hideBelow="xl"><Trans id="HELP_MENU.TOP_HELP">Provider help</Trans></Text>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {TOP_HELP_MENU_ENTRIES.map((entry) => {
              const Icon = ICONS[entry];
              return (
                <Menu.Item key={entry} value={entry}>
                  <Icon size={16} aria-hidden="true" />
                  <EntryLabel entry={entry} />
                  {entry !== 'gettingStarted' && <NewWindowHint />}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
