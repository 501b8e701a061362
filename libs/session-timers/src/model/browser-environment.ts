// What the timers listen to in the page: the user's activity, the timeout-settings event, the
// token removed or replaced in localStorage by another tab, and the tab becoming visible again.
import { onSessionTokenChangedElsewhere, type SessionTokenChange } from '@soc/api';

/** Spec 000 §4.7 "mouse move, key press", plus the pointer, wheel and touch equivalents. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
/** Window message an authenticated embedded page of the console's origin posts on activity. */
export const ACTIVITY_MESSAGE_TYPE = 'uicActivity';
/** Window CustomEvent after which the session countdown is re-read from the server (spec 000 §4.8). */
export const TIMEOUT_SETTINGS_EVENT = 'timeoutSettingsChanged';

type Unsubscribe = () => void;

export interface TimerEnvironment {
  onActivity: (listener: () => void) => Unsubscribe;
  onTimeoutSettingsChanged: (listener: () => void) => Unsubscribe;
  /** Another tab removed the auth token (signed out) or replaced it (signed in again). */
  onSessionTokenChange: (listener: (change: SessionTokenChange) => void) => Unsubscribe;
  /** The tab became visible again: re-check deadlines at once. */
  onVisible: (listener: () => void) => Unsubscribe;
}

function isActivityMessage(event: MessageEvent, origin: string): boolean {
  const data: unknown = event.data;
  return event.origin === origin && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ACTIVITY_MESSAGE_TYPE;
}

/** The windows of the same-origin frames in `doc`; a cross-origin one throws on access and is left out. */
function sameOriginFrames(doc: Document): Window[] {
  const found: Window[] = [];
  for (const frame of Array.from(doc.querySelectorAll('iframe'))) {
    const inner = frameWindow(frame);
    if (inner) found.push(inner);
  }
  return found;
}

function frameWindow(frame: HTMLIFrameElement): Window | undefined {
  try {
    const inner = frame.contentWindow;
    // Reading the document is what a cross-origin frame refuses.
    return inner?.document ? inner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Activity listeners on `top` and on every same-origin frame in it, at any depth, including frames
 * that load later. Key presses and mouse moves in a frame do not reach the window around it.
 */
function listenInFrames(top: Window, onEvent: () => void): Unsubscribe {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  // `load` does not bubble, but a capturing listener on the document sees every frame's load. A
  // frame that navigated has a new window: listening again is needed, and harmless if it did not
  // (the same listener is added once).
  const onLoad = (event: Event) => {
    const target = event.target as Node | null;
    if (target?.nodeName !== 'IFRAME') return;
    const inner = frameWindow(target as HTMLIFrameElement);
    if (inner) attach(inner);
  };
  const attach = (target: Window): void => {
    try {
      for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onEvent, options);
      target.document.addEventListener('load', onLoad, true);
      for (const inner of sameOriginFrames(target.document)) attach(inner);
    } catch {
      // A frame that turned cross-origin meanwhile: nothing to listen to.
    }
  };
  // Frames removed earlier need nothing: their windows are gone, with the listeners on them.
  const detach = (target: Window): void => {
    try {
      for (const inner of sameOriginFrames(target.document)) detach(inner);
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onEvent, options);
      target.document.removeEventListener('load', onLoad, true);
    } catch {
      // As above.
    }
  };
  attach(top);
  return () => detach(top);
}

export function browserEnvironment(win: Window = window): TimerEnvironment {
  return {
    onActivity: (listener) => {
      // One function per subscription, so that frames listened to twice still count activity once.
      const onEvent = () => listener();
      const onMessage = (event: MessageEvent) => {
        if (isActivityMessage(event, win.location.origin)) listener();
      };
      const stopFrames = listenInFrames(win, onEvent);
      win.addEventListener('message', onMessage);
      // The full-screen overlay reports activity inside its frame as a window event of the same name.
      win.addEventListener(ACTIVITY_MESSAGE_TYPE, listener);
      return () => {
        stopFrames();
        win.removeEventListener('message', onMessage);
        win.removeEventListener(ACTIVITY_MESSAGE_TYPE, listener);
      };
    },
    onTimeoutSettingsChanged: (listener) => {
      win.addEventListener(TIMEOUT_SETTINGS_EVENT, listener);
      return () => win.removeEventListener(TIMEOUT_SETTINGS_EVENT, listener);
    },
    onSessionTokenChange: (listener) => onSessionTokenChangedElsewhere(win, listener),
    onVisible: (listener) => {
      const onChange = () => {
        if (win.document.visibilityState === 'visible') listener();
      };
      win.document.addEventListener('visibilitychange', onChange);
      return () => win.document.removeEventListener('visibilitychange', onChange);
    },
  };
}
