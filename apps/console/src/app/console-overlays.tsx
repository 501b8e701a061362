import { releaseEarlyEvents } from '@soc/events/early';
import { firstPaint } from './first-paint.ts';
import { preloaded } from './preloaded.tsx';

// Loaded when the browser is idle after the first page has painted, outside the first download.
// A page script may send toggleUICEvent before then: the first module holds the events and they
// are replayed once the dialogs listen.
const Content = preloaded(() => import('./console-overlays-content.tsx'), firstPaint);

/** Global dialogs, drawers and timers (their own chunk); events sent before they load are replayed. */
export function ConsoleOverlays() {
  return <Content onReady={releaseEarlyEvents} />;
}
