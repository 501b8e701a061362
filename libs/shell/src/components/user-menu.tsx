import { Menu, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, CircleUser, Languages, LogOut, Repeat, UserCog } from 'lucide-react';
import type { Ref } from 'react';
import { USER_MENU_ENTRIES, type UserMenuEntry } from '../model/header-menus.ts';
import { HeaderMenu, HeaderMenuButton, HeaderMenuEntries } from './header-menu.tsx';

export interface UserMenuProps {
  userName: string;
  email?: string;
  /** Entries besides logout, as the gates allow them (`userMenuEntries`); logout is always offered. */
  entries?: readonly UserMenuEntry[];
  onSelect?: (entry: Exclude<UserMenuEntry, 'logout'>) => void;
  onLogout: () => void;
  /** Dialogs opened from the menu return focus here. */
  triggerRef?: Ref<HTMLButtonElement>;
}

type ChoiceEntry = Exclude<UserMenuEntry, 'logout'>;
/** The entries before the separator, in the menu's fixed order. */
const CHOICES = USER_MENU_ENTRIES.filter((entry): entry is ChoiceEntry => entry !== 'logout');

const ICONS = {
  language: Languages,
  accountSettings: UserCog,
  switchSamlGroup: Repeat,
  companyProfile: Building2,
} as const satisfies Record<ChoiceEntry, unknown>;

function EntryLabel({ entry }: { entry: ChoiceEntry }) {
  switch (entry) {
    case 'language':
      return <Trans id="USER_MENU.LANGUAGE">Language settings</Trans>;
    case 'accountSettings':
      return <Trans id="USER_MENU.ACCOUNT_SETTINGS">Account settings</Trans>;
    case 'switchSamlGroup':
      return <Trans id="USER_MENU.SWITCH">Switch SAML group</Trans>;
    case 'companyProfile':
      return <Trans id="USER_MENU.COMPANY_PROFILE">Company profile</Trans>;
  }
}

/** The user menu (spec 000 §2.3): language, account settings, switch, company profile, logout. */
export function UserMenu({ userName, email, entries = [], onSelect, onLogout, triggerRef }: UserMenuProps) {
  const { t } = useLingui();
  const choices = CHOICES.filter((entry) => entries.includes(entry));
  const select = (entry: UserMenuEntry) => (entry === 'logout' ? onLogout() : onSelect?.(entry));
  return (
    <HeaderMenu<UserMenuEntry>
      onSelect={select}
      trigger={
        <HeaderMenuButton
          ref={triggerRef}
          aria-label={t({ id: 'USER_MENU.LABEL', message: `User menu: ${userName}` })}
          icon={<CircleUser size={18} aria-hidden="true" />}
          label={userName}
          labelProps={{ maxW: '32', truncate: true, hideBelow: 'lg' }}
        />
      }
    >
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>
          <Text fontWeight="semibold" color="fg">{userName}</Text>
          {email && <Text fontSize="xs" color="fg.muted" fontWeight="normal">{email}</Text>}
        </Menu.ItemGroupLabel>
      </Menu.ItemGroup>
      <Menu.Separator />
      <HeaderMenuEntries entries={choices} icons={ICONS} Label={EntryLabel} />
      {choices.length > 0 && <Menu.Separator />}
      <Menu.Item value="logout">
        <LogOut size={16} aria-hidden="true" />
        <Trans id="USER_MENU.LOGOUT">Log out</Trans>
      </Menu.Item>
    </HeaderMenu>
  );
}
