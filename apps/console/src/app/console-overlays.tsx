import { holdEarlyEvents } from './early-events.ts';
import { firstPaint } from './first-paint.ts';
import { preloaded } from './preloaded.tsx';

// Loaded when the browser is idle after the first page has painted, outside the first download.
// A page script may send toggleUICEvent before then: the events are held and replayed once the
// dialogs listen.
const early = typeof window === 'undefined' ? undefined : holdEarlyEvents();
const Content = preloaded(() => import('./console-overlays-content.tsx'), firstPaint);
const release = () => early?.release();

/** Global dialogs, drawers and timers (their own chunk); events sent before they load are replayed. */
export function ConsoleOverlays() {
  return <Content onReady={release} />;
}
