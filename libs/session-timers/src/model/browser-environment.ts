// What the timers listen to in the page: the user's activity, the timeout-settings event, the
// token leaving localStorage (a logout in another tab) and the tab becoming visible again.
import { STORAGE_KEYS, readToken } from '@soc/api';

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
  /** The auth token was removed (logout in another tab). */
  onTokenRemoved: (listener: () => void) => Unsubscribe;
  /** The tab became visible again: re-check deadlines at once. */
  onVisible: (listener: () => void) => Unsubscribe;
}

function isActivityMessage(event: MessageEvent, origin: string): boolean {
  const data: unknown = event.data;
  return event.origin === origin && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ACTIVITY_MESSAGE_TYPE;
}

export function browserEnvironment(win: Window = window): TimerEnvironment {
  return {
    onActivity: (listener) => {
      const options: AddEventListenerOptions = { capture: true, passive: true };
      const onMessage = (event: MessageEvent) => {
        if (isActivityMessage(event, win.location.origin)) listener();
      };
      for (const type of ACTIVITY_EVENTS) win.addEventListener(type, listener, options);
      win.addEventListener('message', onMessage);
      // The full-screen overlay reports activity inside its frame as a window event of the same name.
      win.addEventListener(ACTIVITY_MESSAGE_TYPE, listener);
      return () => {
        for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, listener, options);
        win.removeEventListener('message', onMessage);
        win.removeEventListener(ACTIVITY_MESSAGE_TYPE, listener);
      };
    },
    onTimeoutSettingsChanged: (listener) => {
      win.addEventListener(TIMEOUT_SETTINGS_EVENT, listener);
      return () => win.removeEventListener(TIMEOUT_SETTINGS_EVENT, listener);
    },
    onTokenRemoved: (listener) => {
      // `localStorage.clear()` in another tab arrives with a null key.
      const hadToken = !!readToken(win.localStorage);
      const onStorage = (event: StorageEvent) => {
        const removed =
          event.key === STORAGE_KEYS.token ? !event.newValue && !!event.oldValue : event.key === null && hadToken && !readToken(win.localStorage);
        if (removed) listener();
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
    onVisible: (listener) => {
      const onChange = () => {
        if (win.document.visibilityState === 'visible') listener();
      };
      win.document.addEventListener('visibilitychange', onChange);
      return () => win.document.removeEventListener('visibilitychange', onChange);
    },
  };
}
