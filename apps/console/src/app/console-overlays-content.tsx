import { useEffect } from 'react';
import { DetailDrawerSlot } from './slots/detail-drawer-slot.tsx';
import { GlobalDialogsSlot } from './slots/global-dialogs-slot.tsx';
import { ObjectGroupDrawerSlot } from './slots/object-group-drawer-slot.tsx';
import { SessionTimersSlot } from './slots/session-timers-slot.tsx';
import { SimulationSlot } from './slots/simulation-slot.tsx';
import { warmPanelsWhenIdle } from './warm-panels.ts';

/** Global dialogs, drawers and timers, mounted once; each slot is filled by its domain lib. */
export default function ConsoleOverlaysContent({ onReady }: { onReady: () => void }) {
  // Children's effects (the event subscriptions) run before this one: replaying is safe here.
  useEffect(onReady, [onReady]);
  useEffect(() => warmPanelsWhenIdle(), []);
  return (
    <>
      <DetailDrawerSlot />
      <ObjectGroupDrawerSlot />
      <GlobalDialogsSlot />
      <SessionTimersSlot />
      <SimulationSlot />
    </>
  );
}
