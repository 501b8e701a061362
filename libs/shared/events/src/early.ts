// `@soc/events/early`: what the console's first module imports, without the barrel (its hook pulls in
// React, which would then be split out of the app chunk and fetched on its own before the first paint).
import { TOGGLE_UI_EVENT } from './event-names.ts';

/**
 * The dialogs and drawers load after the first page paints (their own chunk). A page script may
 * dispatch `toggleUICEvent` before they listen: keep those events and hand them over once they do.
 */
export function holdEarlyEvents(target: EventTarget = window) {
  let held: unknown[] = [];
  let listening = true;
  // Not `instanceof CustomEvent`: an embedded same-origin page dispatching with its own window's
  // CustomEvent would fail that test (another realm) and its event would be lost.
  const keep = (event: Event) => {
    if ('detail' in event) held.push(event.detail);
  };
  target.addEventListener(TOGGLE_UI_EVENT, keep);
  return {
    /** Stops holding and dispatches what was held, in order (once). */
    release() {
      if (!listening) return;
      listening = false;
      target.removeEventListener(TOGGLE_UI_EVENT, keep);
      const details = held;
      held = [];
      for (const detail of details) target.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail }));
    },
  };
}

let pageHold: ReturnType<typeof holdEarlyEvents> | undefined;

/** Called by the first module (boot.ts), so nothing sent while the app chunk downloads is lost. */
export function startHoldingEarlyEvents() {
  pageHold ??= holdEarlyEvents();
}

/** The dialogs listen now: replay what the page held (once). */
export function releaseEarlyEvents() {
  pageHold?.release();
}
