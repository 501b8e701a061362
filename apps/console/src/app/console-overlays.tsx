import { lazy, Suspense } from 'react';
import { holdEarlyEvents } from './early-events.ts';

// Loaded as soon as the app starts, in parallel with the first route, but outside the initial bundle.
const early = typeof window === 'undefined' ? undefined : holdEarlyEvents();
const contentModule = import('./console-overlays-content.tsx');
const Content = lazy(() => contentModule);
const release = () => early?.release();

/** Global dialogs, drawers and timers (their own chunk); events sent before they load are replayed. */
export function ConsoleOverlays() {
  return (
    <Suspense fallback={null}>
      <Content onReady={release} />
    </Suspense>
  );
}
