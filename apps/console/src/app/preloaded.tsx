import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import { loadOnce } from '@soc/util';
import { firstPaint, type FirstPaintGate } from './first-paint.ts';
import { loadLateEssentials } from './late-essentials.ts';

/** True once the browser is idle after the first route painted (see first-paint.ts). */
function useAfterFirstPaint(gate: FirstPaintGate = firstPaint): boolean {
  return useSyncExternalStore(gate.subscribe, gate.isOpen, gate.isOpen);
}

/**
 * A component from its own chunk, requested when the browser is idle after the first route has
 * painted (or earlier through `preload()`, on a user's first intent), so it is never part of the
 * first download. Until it (and the recipes and texts left out of the first download) arrives nothing is drawn in its place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, props inferred below
export function preloaded<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, gate: FirstPaintGate = firstPaint, essentials: () => Promise<void> = loadLateEssentials) {
  // The component's recipes and texts are in place before it first renders.
  const preload = loadOnce(() => Promise.all([essentials(), load()]).then(([, loaded]) => loaded));
  void gate.opened().then(preload);
  const Component = lazy(preload);
  function Preloaded(props: ComponentProps<C>) {
    if (!useAfterFirstPaint(gate)) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Preloaded, { preload });
}
