import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ChevronDown, CircleUser, LogOut } from 'lucide-react';

export interface UserMenuProps {
  userName: string;
  email?: string;
  onLogout: () => void;
}

/** The user menu (spec 000 §2.3). Language, account, switch and profile entries arrive with the shell issue. */
export function UserMenu({ userName, email, onLogout }: UserMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="header.fg">
          <CircleUser size={18} aria-hidden="true" />
          <Text as="span" maxW="40" truncate hideBelow="md">{userName}</Text>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold">{userName}</Text>
                {email && <Text fontSize="xs" color="fg.muted">{email}</Text>}
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
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
