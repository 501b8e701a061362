import { TOGGLE_UI_EVENT } from '@soc/events';

/**
 * The dialogs and drawers load after the first page paints (their own chunk). A page script may
 * dispatch `toggleUICEvent` before they listen: keep those events and hand them over once they do.
 */
export function holdEarlyEvents(target: EventTarget = window) {
  let held: CustomEvent[] = [];
  let listening = true;
  const keep = (event: Event) => {
    if (event instanceof CustomEvent) held.push(event);
  };
  target.addEventListener(TOGGLE_UI_EVENT, keep);
  return {
    /** Stops holding and dispatches what was held, in order (once). */
    release() {
      if (!listening) return;
      listening = false;
      target.removeEventListener(TOGGLE_UI_EVENT, keep);
      const events = held;
      held = [];
      for (const event of events) target.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: event.detail }));
    },
  };
}
