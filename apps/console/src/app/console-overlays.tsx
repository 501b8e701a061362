import { DetailDrawerSlot } from './slots/detail-drawer-slot.tsx';
import { GlobalDialogsSlot } from './slots/global-dialogs-slot.tsx';
import { SessionTimersSlot } from './slots/session-timers-slot.tsx';

/** Global dialogs, drawers and timers, mounted once; each slot is filled by its domain lib. */
export function ConsoleOverlays() {
  return (
    <>
      <DetailDrawerSlot />
      <GlobalDialogsSlot />
      <SessionTimersSlot />
    </>
  );
}
