import { TOGGLE_UI_EVENT } from './toggle-ui-event.ts';
import { holdEarlyEvents } from './early.ts';

describe('holdEarlyEvents', () => {
  it('replays events sent before the dialogs listened, in order, once', () => {
    const target = new EventTarget();
    const early = holdEarlyEvents(target);
    target.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } } }));
    target.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'toggleAIDialog' } }));
    const seen: unknown[] = [];
    target.addEventListener(TOGGLE_UI_EVENT, (event) => seen.push((event as CustomEvent).detail));
    early.release();
    expect(seen).toEqual([{ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } }, { type: 'toggleAIDialog' }]);
    early.release();
    expect(seen).toHaveLength(2);
  });

  it('stops holding once released: later events reach the listeners only once', () => {
    const target = new EventTarget();
    const early = holdEarlyEvents(target);
    early.release();
    const seen: unknown[] = [];
    target.addEventListener(TOGGLE_UI_EVENT, (event) => seen.push((event as CustomEvent).detail));
    target.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'showFoundationUpdate' } }));
    early.release();
    expect(seen).toEqual([{ type: 'showFoundationUpdate' }]);
  });

  it('holds an event an embedded page built with the CustomEvent of its own window (another realm)', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const FrameCustomEvent = (frame.contentWindow as unknown as typeof globalThis).CustomEvent;
    const early = holdEarlyEvents(window);
    const event = new FrameCustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'toggleAIDialog' } });
    expect(event instanceof CustomEvent).toBe(false);
    window.dispatchEvent(event);
    const seen: unknown[] = [];
    const listener = (held: Event) => seen.push((held as CustomEvent).detail);
    window.addEventListener(TOGGLE_UI_EVENT, listener);
    early.release();
    window.removeEventListener(TOGGLE_UI_EVENT, listener);
    frame.remove();
    expect(seen).toEqual([{ type: 'toggleAIDialog' }]);
  });
});
