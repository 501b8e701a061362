import { Menu, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, CircleUser, Languages, LogOut, Repeat, UserCog } from 'lucide-react';
import type { Ref } from 'react';
import { COLOR_MODE_PREFERENCES, UntrustedText, type ColorModePreference } from '@soc/ui';
import { visibleText } from '@soc/util';
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
  /** The colour choice kept in this browser (beyond spec 000: light, dark or follow the system). */
  colorMode?: ColorModePreference;
  /** Shows the colour choice when given. */
  onColorModeChange?: (preference: ColorModePreference) => void;
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

function ColorModeLabel({ preference }: { preference: ColorModePreference }) {
  switch (preference) {
    case 'light':
      return <Trans id="USER_MENU.COLOR_MODE_LIGHT">Light</Trans>;
    case 'dark':
      return <Trans id="USER_MENU.COLOR_MODE_DARK">Dark</Trans>;
    case 'system':
      return <Trans id="USER_MENU.COLOR_MODE_SYSTEM">System</Trans>;
  }
}

const isColorModeValue = (value: string): value is ColorModePreference => (COLOR_MODE_PREFERENCES as readonly string[]).includes(value);

/**
 * The user menu (spec 000 §2.3): language, account settings, switch, company profile, logout; and,
 * beyond the specification, the colour mode (light, dark, or as the system).
 */
export function UserMenu({ userName, email, entries = [], onSelect, onLogout, triggerRef, colorMode = 'system', onColorModeChange }: UserMenuProps) {
  const { t } = useLingui();
  const choices = CHOICES.filter((entry) => entries.includes(entry));
  // The colour radios report through their group; the menu's own select only acts on entries.
  const select = (value: string) => {
    if (isColorModeValue(value)) return;
    const entry = value as UserMenuEntry;
    if (entry === 'logout') onLogout();
    else onSelect?.(entry);
  };
  return (
    <HeaderMenu
      onSelect={select}
      trigger={
        <HeaderMenuButton
          ref={triggerRef}
          aria-label={t({ id: 'USER_MENU.LABEL', message: `User menu: ${userName}` })}
          icon={<CircleUser size={18} aria-hidden="true" />}
          label={<UntrustedText>{userName}</UntrustedText>}
          labelProps={{ maxW: '32', truncate: true, hideBelow: 'lg' }}
        />
      }
    >
      <Menu.ItemGroup>
        {/* A long name or address ends in an ellipsis inside the menu's width; the title shows it whole. */}
        <Menu.ItemGroupLabel>
          <Text fontWeight="semibold" color="fg" truncate title={visibleText(userName)}><UntrustedText>{userName}</UntrustedText></Text>
          {email && <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate title={visibleText(email)}><UntrustedText dir="ltr">{email}</UntrustedText></Text>}
        </Menu.ItemGroupLabel>
      </Menu.ItemGroup>
      <Menu.Separator />
      <HeaderMenuEntries entries={choices} icons={ICONS} Label={EntryLabel} />
      {choices.length > 0 && <Menu.Separator />}
      {onColorModeChange && (
        <>
          <Menu.RadioItemGroup value={colorMode} onValueChange={({ value }) => isColorModeValue(value) && onColorModeChange(value)}>
            <Menu.ItemGroupLabel>
              <Trans id="USER_MENU.COLOR_MODE">Color mode</Trans>
            </Menu.ItemGroupLabel>
            {COLOR_MODE_PREFERENCES.map((preference) => (
              // Stays open, so the user sees the console change and can compare.
              <Menu.RadioItem key={preference} value={preference} closeOnSelect={false}>
                <Menu.ItemText>
                  <ColorModeLabel preference={preference} />
                </Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
          <Menu.Separator />
        </>
      )}
      <Menu.Item value="logout">
        <LogOut size={16} aria-hidden="true" />
        <Trans id="USER_MENU.LOGOUT">Logout</Trans>
      </Menu.Item>
    </HeaderMenu>
  );
}
