import { Trans, useLingui } from '@lingui/react/macro';
import { Compass, LifeBuoy } from 'lucide-react';
import type { TopHelpMenuEntry } from '../model/header-menus.ts';
import { TOP_HELP_MENU_ENTRIES } from '../model/header-menus.ts';
import { HeaderMenu, HeaderMenuButton, HeaderMenuEntries } from './header-menu.tsx';
import { HELP_RESOURCE_ICONS, HelpResourceLabel, isHelpResource } from './help-resources.tsx';
import { NewWindowHint } from './new-window-hint.tsx';

export interface TopHelpMenuProps {
  /** Default: every entry. Online help and service status are left out when their addresses are not configured. */
  entries?: readonly TopHelpMenuEntry[];
  onSelect: (entry: TopHelpMenuEntry) => void;
}

const ICONS = { gettingStarted: Compass, ...HELP_RESOURCE_ICONS } as const satisfies Record<TopHelpMenuEntry, unknown>;

function EntryLabel({ entry }: { entry: TopHelpMenuEntry }) {
  return isHelpResource(entry) ? <HelpResourceLabel resource={entry} /> : <Trans id="HELP_MENU.GETTING_STARTED">Getting started</Trans>;
}

/**
 * The top-help menu of the service-provider views (spec 000 §2.2). The specification names the menu
 * but not its entries; it offers the getting-started page and the help resources, labelled for
 * the provider's operators.
 */
export function TopHelpMenu({ entries = TOP_HELP_MENU_ENTRIES, onSelect }: TopHelpMenuProps) {
  const { t } = useLingui();
  return (
    <HeaderMenu<TopHelpMenuEntry>
      minW="52"
      onSelect={onSelect}
      trigger={
        <HeaderMenuButton
          aria-label={t({ id: 'HELP_MENU.TOP_HELP_LABEL', message: 'Service provider help' })}
          icon={<LifeBuoy size={16} aria-hidden="true" />}
          label={<Trans id="HELP_MENU.TOP_HELP">Provider help</Trans>}
          labelProps={{ hideBelow: 'xl' }}
        />
      }
    >
      <HeaderMenuEntries entries={entries} icons={ICONS} Label={EntryLabel} suffix={(entry) => isHelpResource(entry) && <NewWindowHint />} />
    </HeaderMenu>
  );
}
