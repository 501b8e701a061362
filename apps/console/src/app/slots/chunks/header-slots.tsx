import type { AuthInfo } from '@soc/api';
import { HeaderActionsSlot } from '../header-actions-slot.tsx';
import { NotificationsSlot } from '../notifications-slot.tsx';
import { SearchSlot } from '../search-slot.tsx';

/** The header's right side: search, enterprise entries, bell, help, company and user menus. */
export default function HeaderSlots({ auth }: { auth: AuthInfo }) {
  return (
    <>
      <SearchSlot />
      <HeaderActionsSlot auth={auth} bell={<NotificationsSlot />} />
    </>
  );
}
