import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, ChevronDown, CircleUser, Languages, LogOut, Repeat, UserCog } from 'lucide-react';
import type { Ref } from 'react';
import type { UserMenuEntry } from '../model/header-menus.ts';

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

/** The user menu (spec 000 §2.3): language, account settings, switch, company profile, logout. */
export function UserMenu({ userName, email, entries = [], onSelect, onLogout, triggerRef }: UserMenuProps) {
  const { t } = useLingui();
  const has = (entry: UserMenuEntry) => entries.includes(entry);
  const select = (entry: Exclude<UserMenuEntry, 'logout'>) => () => onSelect?.(entry);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button ref={triggerRef} variant="ghost" size="sm" color="header.fg" px="2" aria-label={t({ id: 'USER_MENU.LABEL', message: `User menu: ${userName}` })}>
          <CircleUser size={18} aria-hidden="true" />
          <Text as="span" maxW="32" truncate hideBelow="lg">{userName}</Text>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" color="fg">{userName}</Text>
                {email && <Text fontSize="xs" color="fg.muted" fontWeight="normal">{email}</Text>}
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            {has('language') && (
              <Menu.Item value="language" onSelect={select('language')}>
                <Languages size={16} aria-hidden="true" />
                <Trans id="USER_MENU.LANGUAGE">Language settings</Trans>
              </Menu.Item>
            )}
            {has('accountSettings') && (
              <Menu.Item value="accountSettings" onSelect={select('accountSettings')}>
                <UserCog size={16} aria-hidden="true" />
                <Trans id="USER_MENU.ACCOUNT_SETTINGS">Account settings</Trans>
              </Menu.Item>
            )}
            {has('switchSamlGroup') && (
              <Menu.Item value="switchSamlGroup" onSelect={select('switchSamlGroup')}>
                <Repeat size={16} aria-hidden="true" />
                <Trans id="USER_MENU.SWITCH">Switch SAML group</Trans>
              </Menu.Item>
            )}
            {has('companyProfile') && (
              <Menu.Item value="companyProfile" onSelect={select('companyProfile')}>
                <Building2 size={16} aria-hidden="true" />
                <Trans id="USER_MENU.COMPANY_PROFILE">Company profile</Trans>
              </Menu.Item>
            )}
            {entries.some((e) => e !== 'logout') && <Menu.Separator />}
            <Menu.Item value="logout" onSelect={onLogout}>
              <LogOut size={16} aria-hidden="true" />
              <Trans id="USER_MENU.LOGOUT">Log out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
