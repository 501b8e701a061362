import { TOGGLE_UI_EVENT } from '@soc/events';

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
