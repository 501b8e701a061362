import { useEffect } from 'react';
import { RecentPanelsRecorder } from '@soc/shell';
import { DetailDrawerSlot } from './slots/detail-drawer-slot.tsx';
import { GlobalDialogsSlot } from './slots/global-dialogs-slot.tsx';
import { ObjectGroupDrawerSlot } from './slots/object-group-drawer-slot.tsx';
import { SessionTimersSlot } from './slots/session-timers-slot.tsx';
import { SimulationSlot } from './slots/simulation-slot.tsx';
import { warmPanelsWhenIdle } from './warm-panels.ts';

/**
 * Global dialogs, drawers and timers, mounted once; each slot is filled by its domain lib. The
 * palette's recent-panels recorder listens here, beside the drawer, so it hears every panel the
 * drawer opens: the events held before this chunk loaded are replayed only once both listen.
 */
export default function ConsoleOverlaysContent({ onReady }: { onReady: () => void }) {
  // Children's effects (the event subscriptions) run before this one: replaying is safe here.
  useEffect(onReady, [onReady]);
  useEffect(() => warmPanelsWhenIdle(), []);
  return (
    <>
      <DetailDrawerSlot />
      <RecentPanelsRecorder />
      <ObjectGroupDrawerSlot />
      <GlobalDialogsSlot />
      <SessionTimersSlot />
      <SimulationSlot />
    </>
  );
}
