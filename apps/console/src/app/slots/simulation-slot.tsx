import { lazy, Suspense, useState } from 'react';
import { useToggleUIEvent } from '@soc/events';

// The simulator is its own chunk, requested on the first `toggleAttackModal`: nothing of it is in
// the first download or in the overlays' chunk.
const Simulator = lazy(() => import('@soc/simulation').then((lib) => ({ default: lib.SimulatorModal })));

/**
 * The attack simulator (spec 002 §2.2), opened by `toggleUICEvent` with `toggleAttackModal`
 * (contract §7: `slideNumber`, `currentType`). Every event is a new request, so an open simulator
 * jumps to the asked slide; closing unmounts it.
 */
export function SimulationSlot() {
  const [request, setRequest] = useState<{ slideNumber?: number; currentType?: string } | null>(null);
  useToggleUIEvent('toggleAttackModal', (detail) => setRequest({ slideNumber: detail.slideNumber, currentType: detail.currentType }));
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <Simulator request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
