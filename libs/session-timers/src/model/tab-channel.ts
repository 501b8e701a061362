// Beyond the spec: the console's tabs share activity and sign-out, so working in one tab never
// times out another and signing out in one signs out all. BroadcastChannel where the browser has
// it, else the storage event of a localStorage key (every other tab of the origin receives it).
import type { SessionInfo } from '@soc/api';
import { isPlainObject } from '@soc/util';

const TAB_CHANNEL_NAME = 'soc-session';
/** The localStorage key the fallback writes each message to. */
export const TAB_STORAGE_KEY = 'soc-session:message';

export type TabMessage =
  /** Activity in another tab at `at` (ms since epoch): resets idle time here too. */
  | { type: 'activity'; at: number }
  /** Another tab's fresh session answer, received at `receivedAt`. */
  | { type: 'sample'; receivedAt: number; info: SessionInfo }
  /** The user chose Continue session in another tab. */
  | { type: 'continued' }
  /** Another tab reached a timeout. */
  | { type: 'timedOut'; reason: 'idle' | 'session' }
  /** The user signed out in another tab. */
  | { type: 'signedOut' };

export interface TabChannel {
  post: (message: TabMessage) => void;
  subscribe: (listener: (message: TabMessage) => void) => () => void;
  close: () => void;
}

const optionalNumber = (value: unknown) => value === undefined || value === null || typeof value === 'number';

function isSessionInfo(value: unknown): value is SessionInfo {
  if (!isPlainObject(value)) return false;
  const { timeoutLeft } = value;
  if (timeoutLeft === undefined || timeoutLeft === null) return true;
  return isPlainObject(timeoutLeft) && optionalNumber(timeoutLeft.idleTimeoutLeft) && optionalNumber(timeoutLeft.sessionTimeoutLeft);
}

/** Messages come from other code of the origin too: anything malformed is dropped. */
function readTabMessage(value: unknown): TabMessage | undefined {
  if (!isPlainObject(value)) return undefined;
  switch (value.type) {
    case 'activity':
      return typeof value.at === 'number' ? { type: 'activity', at: value.at } : undefined;
    case 'sample':
      return typeof value.receivedAt === 'number' && isSessionInfo(value.info)
        ? { type: 'sample', receivedAt: value.receivedAt, info: value.info }
        : undefined;
    case 'continued':
    case 'signedOut':
      return { type: value.type };
    case 'timedOut':
      return value.reason === 'idle' || value.reason === 'session' ? { type: 'timedOut', reason: value.reason } : undefined;
    default:
      return undefined;
  }
}

function broadcastChannel(Channel: typeof BroadcastChannel, name: string): TabChannel {
  const channel = new Channel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        const message = readTabMessage(event.data);
        if (message) listener(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

function storageChannel(win: Window, key: string): TabChannel {
  let sequence = 0;
  return {
    post: (message) => {
      try {
        // A changing nonce so that two equal messages in a row still fire the event.
        win.localStorage.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}-${(sequence += 1)}-${Math.random()}` }));
      } catch {
        // Storage full or blocked: the other tabs fall back to their own timers.
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || !event.newValue) return;
        try {
          const parsed = JSON.parse(event.newValue) as unknown;
          const message = readTabMessage(isPlainObject(parsed) ? parsed.message : undefined);
          if (message) listener(message);
        } catch {
          // Not ours.
        }
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
    close: () => undefined,
  };
}

/** Opens the console's cross-tab channel. */
export function createTabChannel(win: Window = window): TabChannel {
  const Channel = globalThis.BroadcastChannel as typeof BroadcastChannel | undefined;
  return typeof Channel === 'function' ? broadcastChannel(Channel, TAB_CHANNEL_NAME) : storageChannel(win, TAB_STORAGE_KEY);
}

/** The storage-event transport, exported for tests and for browsers without BroadcastChannel. */
export function createStorageTabChannel(win: Window = window): TabChannel {
  return storageChannel(win, TAB_STORAGE_KEY);
}
