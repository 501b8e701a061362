import { Badge, IconButton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleHelp, Info, LifeBuoy, Stethoscope, Workflow } from 'lucide-react';
import type { Ref } from 'react';
import type { ContactUsTarget, HelpMenuEntry } from '../model/header-menus.ts';
import { HeaderMenu, HeaderMenuEntries } from './header-menu.tsx';
import { HELP_RESOURCE_ICONS, HelpResourceLabel, isHelpResource } from './help-resources.tsx';
import { NewWindowHint } from './new-window-hint.tsx';

export interface HelpMenuProps {
  /** As the gates allow them (`helpMenuEntries`). */
  entries: readonly HelpMenuEntry[];
  /** Contact us opens the support form (GOV_US) or the external contact page. */
  contactUs: ContactUsTarget | undefined;
  onSelect: (entry: HelpMenuEntry) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}

const ICONS = {
  ...HELP_RESOURCE_ICONS,
  automationCenter: Workflow,
  about: Info,
  selfDiagnosis: Stethoscope,
  contactUs: LifeBuoy,
} as const satisfies Record<HelpMenuEntry, unknown>;

function EntryLabel({ entry }: { entry: HelpMenuEntry }) {
  switch (entry) {
    case 'onlineHelp':
    case 'serviceStatus':
      return <HelpResourceLabel resource={entry} />;
    case 'automationCenter':
      return <Trans id="HELP_MENU.AUTOMATION_CENTER">Automation center</Trans>;
    case 'about':
      return <Trans id="HELP_MENU.ABOUT">About</Trans>;
    case 'selfDiagnosis':
      return <Trans id="HELP_MENU.SELF_DIAGNOSIS">Self-diagnosis</Trans>;
    case 'contactUs':
      return <Trans id="HELP_MENU.CONTACT_US">Contact us</Trans>;
  }
}

/**
 * The help menu (spec 000 §2.5). Online help and service status lead outside the console: the
 * caller leaves them out of `entries` when their addresses are not configured.
 */
export function HelpMenu({ entries, contactUs, onSelect, triggerRef }: HelpMenuProps) {
  const { t } = useLingui();
  const external = (entry: HelpMenuEntry) => isHelpResource(entry) || (entry === 'contactUs' && contactUs === 'externalPage');
  return (
    <HeaderMenu<HelpMenuEntry>
      onSelect={onSelect}
      trigger={
        <IconButton ref={triggerRef} variant="ghost" size="sm" color="header.fg" aria-label={t({ id: 'HELP_MENU.LABEL', message: 'Help' })}>
          <CircleHelp size={18} aria-hidden="true" />
        </IconButton>
      }
    >
      <HeaderMenuEntries
        entries={entries}
        icons={ICONS}
        Label={EntryLabel}
        suffix={(entry) => (
          <>
            {entry === 'selfDiagnosis' && (
              <Badge size="xs" colorPalette="purple" ms="auto"><Trans id="MENU.PREVIEW">Preview</Trans></Badge>
            )}
            {external(entry) && <NewWindowHint />}
          </>
        )}
      />
    </HeaderMenu>
  );
}
