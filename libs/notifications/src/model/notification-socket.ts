// The notification socket of spec 000 §4.2 and contract §8, without React: counts → one socket →
// messages, ping, reconnect with back-off, and the session-ending messages. Every effect (the socket
// class, the clock and timers, logout, navigation, events) is injected so tests drive it with fake
// timers and a fake socket.
import {
  buildSocketUrl,
  getNotificationCounts,
  logout,
  parseSocketMessage,
  onSessionTokenChangedElsewhere,
  readToken,
  returnAddress,
  signInUrl,
  SOCKET_PING,
  type AccessControlMode,
  type LogoutReason,
  type NotificationCounts,
} from '@soc/api';
import { UIC_MESSAGE_EVENT } from '@soc/events';
import { browserTimeouts, systemClock } from '@soc/util';
import { growDelay, INITIAL_RECONNECT_MS, PING_INTERVAL_MS, shrinkDelay, SSO_LOGOUT_COUNTDOWN_MS } from './backoff.ts';
import { createDeadline, type Deadline, type DeadlineClock } from './deadline.ts';
import { latestPerInterval } from './latest-per-interval.ts';

/** `WebSocket.OPEN`. */
const SOCKET_OPEN = 1;
/** The forced-logout deadline compares the clock at least this often (its countdown is on screen). */
const DEADLINE_TICK_MS = 1000;
/** Pushed counts show at most this often (the latest): a storm of frames must not render once a frame. */
export const PUSHED_COUNT_INTERVAL_MS = 100;

/** The part of the browser's WebSocket the manager uses; tests pass a fake class. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}
export type SocketConstructor = new (url: string) => SocketLike;

type ClosedReason =
  /** Not started, or every user of the socket went away (unmount). */
  | 'stopped'
  /** The counts answer had no socket URL or token: nothing to connect to. */
  | 'unavailable'
  /** Logged out (here or elsewhere): never reconnects. */
  | 'loggedOut';

export type ConnectionState =
  /** Fetching counts or opening the socket; `attempt` > 0 while recovering from a drop. */
  | { status: 'connecting'; attempt: number }
  | { status: 'open'; openedAt: number }
  /** Down; the next attempt is at `nextAttemptAt` (epoch ms), after `delayMs`. */
  | { status: 'retrying'; nextAttemptAt: number; delayMs: number; attempt: number }
  | { status: 'closed'; reason: ClosedReason };

export interface NotificationSocketSnapshot {
  connection: ConnectionState;
  unreadCount: number;
  /** The SSO-logout warning is up; logout is forced at `logoutAt` (epoch ms). */
  sessionEnded: { logoutAt: number } | null;
  /** An access-control update asked for the modal in this mode. */
  accessControl: { mode: AccessControlMode } | null;
  /** A logout or re-login navigation has started. */
  leaving: boolean;
}

export interface NotificationSocketDeps extends DeadlineClock {
  /** `notifications/counts`: unread count, the socket token ("the local token") and URL. */
  fetchCounts: () => Promise<NotificationCounts>;
  WebSocket: SocketConstructor;
  /** The console's origin, for a `webSocketUrl` given as a path. */
  pageOrigin: () => string;
  /** Path + search + hash of the current page, the `go` of a re-login. */
  currentLocation: () => string;
  logout: (reason: LogoutReason) => void;
  /** Full-page navigation (the sign-in page belongs to the backend). */
  assign: (url: string) => void;
  /** Re-broadcasts a typed message (contract §8 `uicMessage`). */
  dispatch: (message: Record<string, unknown>) => void;
  /** Subscribes to the page becoming visible or hidden; returns the unsubscribe. */
  onVisibilityChange: (listener: () => void) => () => void;
  /** The console's session token; its removal means another part of the console logged out. */
  sessionToken: () => string | undefined;
  /** Subscribes to another tab changing the session token; returns the unsubscribe. */
  onSessionTokenChange: (listener: () => void) => () => void;
}

export function browserSocketDeps(): NotificationSocketDeps {
  return {
    ...systemClock,
    ...browserTimeouts,
    fetchCounts: getNotificationCounts,
    WebSocket: globalThis.WebSocket as unknown as SocketConstructor,
    pageOrigin: () => window.location.origin,
    currentLocation: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    logout: (reason) => void logout(reason),
    assign: (url) => window.location.assign(url),
    dispatch: (message) => window.dispatchEvent(new CustomEvent(UIC_MESSAGE_EVENT, { detail: message })),
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    sessionToken: () => readToken(),
    onSessionTokenChange: (listener) => onSessionTokenChangedElsewhere(window, () => listener()),
  };
}

const INITIAL_SNAPSHOT: NotificationSocketSnapshot = {
  connection: { status: 'closed', reason: 'stopped' },
  unreadCount: 0,
  sessionEnded: null,
  accessControl: null,
  leaving: false,
};

/**
 * One notification socket. `retain()` starts it and returns its release; the last release stops it
 * on the next turn of the event loop, so React StrictMode's unmount-and-remount keeps the same
 * connection instead of opening a second one. At most one socket object exists at any time.
 */
export class NotificationSocket {
  private readonly deps: NotificationSocketDeps;
  private snapshot: NotificationSocketSnapshot = INITIAL_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private socket: SocketLike | null = null;
  /** The counts token of the current connection ("the local token" of §4.2). */
  private token: string | undefined;
  /** The delay before the next reconnect (3 s ×1.8 up to 70 s, ÷1.2 after an open, ≥ 3 s). */
  private delay = INITIAL_RECONNECT_MS;
  private attempt = 0;
  /** Bumped on every connect and stop: late answers of an older attempt are ignored. */
  private generation = 0;
  private running = false;
  /** Logged out: the socket never connects again in this page. */
  private ended = false;
  private refs = 0;
  private pendingStop: unknown;
  /** The session token this page started with: its socket and counts belong to it. */
  private startToken: string | undefined;
  private reconnectAt: Deadline | null = null;
  private pingAt: Deadline | null = null;
  private logoutAt: Deadline | null = null;
  private unsubscribeVisibility: (() => void) | null = null;
  private unsubscribeSessionToken: (() => void) | null = null;

  private readonly pushedCount: ReturnType<typeof latestPerInterval<number>>;

  constructor(deps: Partial<NotificationSocketDeps> = {}) {
    this.deps = { ...browserSocketDeps(), ...deps };
    this.pushedCount = latestPerInterval(this.deps, PUSHED_COUNT_INTERVAL_MS, (count) => {
      if (this.running) this.update({ unreadCount: count });
    });
  }

  // ── store (useSyncExternalStore) ──────────────────────────────────────────

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): NotificationSocketSnapshot => this.snapshot;

  private update(patch: Partial<NotificationSocketSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  // ── lifecycle ─────────────────────────────────────────────────────────────

  /** Counts one user of the socket and starts it; call the returned function when done. */
  retain(): () => void {
    this.refs += 1;
    if (this.pendingStop !== undefined) {
      this.deps.clearTimeout(this.pendingStop);
      this.pendingStop = undefined;
    }
    this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.refs -= 1;
      if (this.refs > 0) return;
      this.pendingStop = this.deps.setTimeout(() => {
        this.pendingStop = undefined;
        if (this.refs === 0) this.stop();
      }, 0);
    };
  }

  /** Fetches counts and connects, unless already running or logged out. */
  start(): void {
    if (this.running || this.ended) return;
    this.running = true;
    this.startToken = this.deps.sessionToken();
    // Signing out or in again in another tab ends this session too: close now rather than at the next reconnect.
    this.unsubscribeSessionToken = this.deps.onSessionTokenChange(() => {
      if (this.signedOutElsewhere()) this.endSignedOutElsewhere();
    });
    this.listenToVisibility();
    this.connect();
  }

  /** Closes the socket and stops reconnecting. A pending forced logout still happens. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.generation += 1;
    this.unsubscribeSessionToken?.();
    this.unsubscribeSessionToken = null;
    this.cancel('reconnectAt');
    this.cancel('pingAt');
    this.closeSocket();
    if (!this.logoutAt) this.stopListeningToVisibility();
    if (!this.ended) this.update({ connection: { status: 'closed', reason: 'stopped' } });
  }

  /** Compares every deadline with the clock now (also done on `visibilitychange`). */
  readonly checkDeadlines = (): void => {
    this.logoutAt?.check();
    this.reconnectAt?.check();
    this.pingAt?.check();
  };

  /** The manager's clock: deadlines in the snapshot are on this clock. */
  readonly now = (): number => this.deps.now();

  // ── actions for the views ─────────────────────────────────────────────────

  /** Opening the bell: everything counts as read (spec 000 §4.2). */
  readonly markRead = (): void => {
    // A count pushed before the opening is read now, too.
    this.pushedCount.drop();
    if (this.snapshot.unreadCount !== 0) this.update({ unreadCount: 0 });
  };

  /** Skips the rest of the back-off wait. */
  readonly reconnectNow = (): void => {
    if (!this.running || this.snapshot.connection.status !== 'retrying') return;
    this.cancel('reconnectAt');
    this.connect();
  };

  /** OK in the session-ended warning: log out now. */
  readonly confirmSessionEnded = (): void => {
    if (this.snapshot.sessionEnded) this.leave(() => this.deps.logout('forced'));
  };

  /** Access-control mode 1: sign in again and come back to this page. */
  readonly reLogin = (): void => {
    if (!this.snapshot.accessControl) return;
    const go = returnAddress(this.deps.currentLocation());
    this.leave(() => this.deps.assign(signInUrl(go, { reauth: '1' })));
  };

  /** Access-control modes 2 and 3 (or the user's choice in mode 1): log out. */
  readonly logoutForAccessControl = (): void => {
    if (this.snapshot.accessControl) this.leave(() => this.deps.logout('forced'));
  };

  /** Mode 1 only offers re-login; the user may postpone it. Modes 2 and 3 cannot be dismissed. */
  readonly dismissAccessControl = (): void => {
    if (this.snapshot.accessControl?.mode === 1 && !this.snapshot.leaving) this.update({ accessControl: null });
  };

  // ── connection ────────────────────────────────────────────────────────────

  private connect(): void {
    const generation = ++this.generation;
    this.closeSocket();
    this.update({ connection: { status: 'connecting', attempt: this.attempt } });
    this.deps.fetchCounts().then(
      (counts) => {
        if (generation !== this.generation || !this.running) return;
        this.token = counts.token ?? undefined;
        this.pushedCount.drop();
        this.update({ unreadCount: counts.counts });
        const url = counts.webSocketUrl && counts.token ? buildSocketUrl(counts.webSocketUrl, counts.token, this.deps.pageOrigin()) : undefined;
        if (!url) {
          // No socket URL or token (contract §8 needs both): show the count, do not connect.
          this.update({ connection: { status: 'closed', reason: 'unavailable' } });
          return;
        }
        this.open(url);
      },
      () => {
        if (generation === this.generation && this.running) this.scheduleReconnect();
      },
    );
  }

  private open(url: string): void {
    let socket: SocketLike;
    try {
      socket = new this.deps.WebSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.delay = shrinkDelay(this.delay);
      this.attempt = 0;
      this.update({ connection: { status: 'open', openedAt: this.deps.now() } });
      this.schedulePing();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket && typeof event.data === 'string') this.handleMessage(event.data);
    };
    // Spec 000 §4.2: on error, close the socket; its close event then schedules the reconnect.
    socket.onerror = () => {
      if (this.socket === socket) socket.close();
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.cancel('pingAt');
      if (this.running) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.cancel('reconnectAt');
    if (this.signedOutElsewhere()) {
      // The console logged out elsewhere (user menu, another tab): never reconnect.
      this.endSignedOutElsewhere();
      return;
    }
    const delayMs = this.delay;
    this.delay = growDelay(this.delay);
    this.attempt += 1;
    const nextAttemptAt = this.deps.now() + delayMs;
    this.update({ connection: { status: 'retrying', nextAttemptAt, delayMs, attempt: this.attempt } });
    // One timer for the whole wait (spec 000 §4.2: 3 s, 5.4 s, 9.72 s …): a chain of 1 s ticks made
    // every wait late by up to a tick where timers are coarsened. A throttled tab's late timer is
    // still caught by the wall-clock re-check on `visibilitychange` (`checkDeadlines`).
    this.reconnectAt = createDeadline(this.deps, nextAttemptAt, () => {
      this.reconnectAt = null;
      if (this.running) this.connect();
    });
  }

  /**
   * Ends for good without leaving: the tab that signed out went to the sign-out page, and this tab's
   * session timers say so. An SSO-logout warning still up has nothing left to count down to.
   */
  private endSignedOutElsewhere(): void {
    this.end();
    if (this.snapshot.sessionEnded) this.update({ sessionEnded: null });
  }

  /** The session token this page started with is gone, or another tab's sign-in replaced it. */
  private signedOutElsewhere(): boolean {
    return this.startToken !== undefined && this.deps.sessionToken() !== this.startToken;
  }

  private schedulePing(): void {
    this.cancel('pingAt');
    this.pingAt = createDeadline(this.deps, this.deps.now() + PING_INTERVAL_MS, () => {
      this.pingAt = null;
      if (this.socket?.readyState !== SOCKET_OPEN) return;
      this.socket.send(SOCKET_PING);
      this.schedulePing();
    });
  }

  private handleMessage(text: string): void {
    const message = parseSocketMessage(text);
    switch (message.kind) {
      case 'count':
        this.pushedCount.push(message.count);
        return;
      case 'ssoLogout':
        // Only a logout of this session (its counts token) ends it; a repeat keeps the first deadline.
        if (!this.token || message.token !== this.token || this.snapshot.sessionEnded) return;
        this.startLogoutCountdown();
        return;
      case 'accessControlUpdate':
        if (!this.snapshot.leaving) this.update({ accessControl: { mode: message.mode } });
        return;
      case 'broadcast':
        this.deps.dispatch(message.message);
        return;
      case 'ignored':
        return;
    }
  }

  private startLogoutCountdown(): void {
    const logoutAt = this.deps.now() + SSO_LOGOUT_COUNTDOWN_MS;
    this.update({ sessionEnded: { logoutAt } });
    this.listenToVisibility();
    this.logoutAt = createDeadline(
      this.deps,
      logoutAt,
      () => {
        this.logoutAt = null;
        this.leave(() => this.deps.logout('forced'));
      },
      // A clock set back moves the deadline; the countdown on screen follows it.
      { maxStepMs: DEADLINE_TICK_MS, onMove: (at) => this.update({ sessionEnded: { logoutAt: at } }) },
    );
  }

  /** Stops for good, then logs out or signs in again. */
  private leave(go: () => void): void {
    if (this.snapshot.leaving) return;
    this.end();
    this.update({ leaving: true });
    go();
  }

  private end(): void {
    this.ended = true;
    this.stop();
    this.cancel('logoutAt');
    this.stopListeningToVisibility();
    this.update({ connection: { status: 'closed', reason: 'loggedOut' } });
  }

  private closeSocket(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never connected may throw in some browsers; it is gone either way.
    }
  }

  private cancel(name: 'reconnectAt' | 'pingAt' | 'logoutAt'): void {
    this[name]?.cancel();
    this[name] = null;
  }

  private listenToVisibility(): void {
    this.unsubscribeVisibility ??= this.deps.onVisibilityChange(this.checkDeadlines);
  }

  private stopListeningToVisibility(): void {
    this.unsubscribeVisibility?.();
    this.unsubscribeVisibility = null;
  }
}

let shared: NotificationSocket | undefined;

/** The page's one notification socket (created on first use with the browser's effects). */
export function sharedNotificationSocket(): NotificationSocket {
  shared ??= new NotificationSocket();
  return shared;
}

/** Tests only: forget the shared socket after stopping it. */
export function resetSharedNotificationSocket(): void {
  shared?.stop();
  shared = undefined;
}
