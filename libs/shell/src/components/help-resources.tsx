import { Trans } from '@lingui/react/macro';
import { Activity, BookOpen } from 'lucide-react';
import type { HelpMenuEntry, TopHelpMenuEntry } from '../model/header-menus.ts';

// The help pages outside the console (online help, service status), offered alike by the help menu
// and by the service provider's top-help menu: one icon, one label and one new-window rule for both.

/** The entries both help menus share. */
export type HelpResource = HelpMenuEntry & TopHelpMenuEntry;

export const HELP_RESOURCE_ICONS = { onlineHelp: BookOpen, serviceStatus: Activity } as const satisfies Record<HelpResource, unknown>;

/** Help resources open in a new window: they lead outside the console. */
export const isHelpResource = (entry: string): entry is HelpResource => entry === 'onlineHelp' || entry === 'serviceStatus';

export function HelpResourceLabel({ resource }: { resource: HelpResource }) {
  switch (resource) {
    case 'onlineHelp':
      return <Trans id="HELP_MENU.ONLINE_HELP">Online help</Trans>;
    case 'serviceStatus':
      return <Trans id="HELP_MENU.SERVICE_STATUS">Service status</Trans>;
  }
}
