import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A component from its own chunk, requested as soon as this is called (at app start), so it
 * downloads while the shell waits for its first calls instead of growing the first download.
 * Until it arrives nothing is drawn in its place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, props inferred below
export function preloaded<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const module = load();
  const Component = lazy(() => module);
  return function Preloaded(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
