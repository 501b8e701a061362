import { lazy, startTransition, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { loadOnce } from '@soc/util';
import { firstPaint, type FirstPaintGate } from './first-paint.ts';
import { loadLateEssentials } from './late-essentials.ts';

/**
 * True once `loaded` has settled, switched on in a transition: the late parts mount together right
 * after the first paint (~100 ms of rendering), and as a transition that render yields to the browser.
 * Until then every render draws nothing, so an urgent one (the texts re-rendering when the rest of
 * the catalogue arrives, a query's result) cannot mount them in one unyielding task.
 */
function useShownOnceLoaded(loaded: Promise<void>, isLoaded: boolean): boolean {
  const [shown, setShown] = useState(isLoaded);
  useEffect(() => {
    if (shown) return undefined;
    let mounted = true;
    void loaded.then(() => mounted && startTransition(() => setShown(true)));
    return () => void (mounted = false);
  }, [loaded, shown]);
  return shown;
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
  // A failed load settles too: the component then renders, and its lazy load asks again or throws.
  let settled = false;
  const loaded = gate
    .opened()
    .then(preload)
    .catch(() => undefined)
    .then(() => void (settled = true));
  const Component = lazy(preload);
  function Preloaded(props: ComponentProps<C>) {
    if (!useShownOnceLoaded(loaded, settled)) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Preloaded, { preload });
}
