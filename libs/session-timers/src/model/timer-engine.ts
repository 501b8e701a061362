// The idle and session timers (spec 000 §4.7–4.8, §9; spec 002 §4) as a headless engine: no React,
// no DOM of its own. A 1 s tick re-reads the wall clock, so every deadline is computed from
// `clock.now()` and a hidden, throttled tab still acts on time at its next tick. A clock set back
// moves every kept instant back with it; a clock set forward is checked with the server before it
// ends anything (see `now`).
import { endSession, returnAddress, signInUrl, type SessionInfo } from '@soc/api';
import { browserTimeouts, secondsUntil, systemClock, type Clock, type Timeouts } from '@soc/util';
import { browserEnvironment, type TimerEnvironment } from './browser-environment.ts';
import {
  IDLE_ACTIVITY_DEBOUNCE_MS,
  IDLE_ACTIVITY_MAX_WAIT_MS,
  SESSION_REFRESH_DEBOUNCE_MS,
  SESSION_REFRESH_MS,
  SESSION_WARNING_WINDOW_S,
  TICK_MS,
  WARNING_THRESHOLD_S,
  idlePhase,
  sessionPhase,
  type IdlePhase,
  type SessionPhase,
} from './phases.ts';
import { createTabChannel, type TabChannel, type TabMessage } from './tab-channel.ts';

export interface Scheduler extends Timeouts {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/**
 * Why the session's end view shows: idle timeout, session timeout, a sign-out in another tab, or a
 * sign-in again in another tab (the token replaced: perhaps another user or company).
 */
export type TimeoutReason = 'idle' | 'session' | 'signedOut' | 'signedInElsewhere';

/** What the user sees; at most one dialog at a time. */
export type TimersView =
  | { kind: 'none' }
  | { kind: 'idleWarning'; secondsLeft: number }
  | { kind: 'sessionWarning'; secondsLeft: number }
  | { kind: 'timedOut'; reason: TimeoutReason };

export interface TimersSnapshot {
  view: TimersView;
  /** Idle time is being tracked (timeout settings known, no failed activeStatus, not timed out). */
  idleTracking: boolean;
  /** Session time is being tracked (timeout settings known and the foundation flag set). */
  sessionTracking: boolean;
}

/** A session answer and the wall-clock instant it arrived: the deadlines are measured from it. */
export interface SessionSample {
  info: SessionInfo;
  receivedAt: number;
}

export interface SessionTimerDeps {
  /** GET session (spec 000 §7). */
  fetchSession: () => Promise<SessionInfo>;
  /** POST activeStatus (spec 000 §7). */
  postActiveStatus: (isActive: boolean) => Promise<unknown>;
  clock?: Clock;
  /** Time that setting the wall clock does not move; `performance.now()` by default. */
  monotonicClock?: Clock;
  scheduler?: Scheduler;
  /** Activity, settings and sign-out signals; `null` for none (tests drive `reportActivity`). */
  environment?: TimerEnvironment | null;
  /** Opens the cross-tab channel on start; `null` for none. */
  openTabChannel?: (() => TabChannel) | null;
  /** Full-page navigation (sign-in leaves the single-page app). */
  assign?: (url: string) => void;
  /** Forgets the session before a timeout's navigation (contract §5); `endSession` of `@soc/api` by default. */
  endSession?: () => void;
  /** Path, search and hash of the current page, for the sign-in `go` parameter. */
  currentLocation?: () => string;
  /** Session failures are only logged (spec 000 §7). */
  log?: (message: string, error?: unknown) => void;
}

const NONE: TimersView = { kind: 'none' };
const INITIAL: TimersSnapshot = { view: NONE, idleTracking: false, sessionTracking: false };

// Looked up at call time, so fake timers installed after the engine was built still apply.
const globalScheduler: Scheduler = {
  ...browserTimeouts,
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};
/** Time that setting the wall clock does not move (it may pause while the computer sleeps). */
const monotonicClock: Clock = { now: () => globalThis.performance.now() };
/**
 * How far the wall clock may run ahead of the monotonic clock between two readings before it counts
 * as set forward (the two drift apart by far less: NTP slews at most 0.5 ms a second).
 */
const CLOCK_JUMP_TOLERANCE_MS = 3000;
/** A check of a jump forward that has had no answer in this long (monotonic) counts as failed. */
const JUMP_CHECK_LIMIT_MS = 30_000;

function sameView(a: TimersView, b: TimersView): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'timedOut' && b.kind === 'timedOut') return a.reason === b.reason;
  if ((a.kind === 'idleWarning' || a.kind === 'sessionWarning') && (b.kind === 'idleWarning' || b.kind === 'sessionWarning')) {
    return a.secondsLeft === b.secondsLeft;
  }
  return true;
}

function sameSnapshot(a: TimersSnapshot, b: TimersSnapshot): boolean {
  return a.idleTracking === b.idleTracking && a.sessionTracking === b.sessionTracking && sameView(a.view, b.view);
}

const running = new Set<SessionTimerEngine>();

/**
 * Reports user activity to every running engine: for code that sees activity the DOM listeners do
 * not (the full-screen iframe overlay). Embedded pages post `{ type: 'uicActivity' }` instead.
 */
export function reportActivity(): void {
  for (const engine of running) engine.reportActivity();
}

export class SessionTimerEngine {
  private readonly deps: SessionTimerDeps;
  private readonly clock: Clock;
  private readonly monotonic: Clock;
  private readonly scheduler: Scheduler;
  private readonly listeners = new Set<() => void>();
  private snapshot: TimersSnapshot = INITIAL;

  private started = false;
  private terminal: TimeoutReason | undefined;
  private cleanups: Array<() => void> = [];
  private tabs: TabChannel | undefined;
  private tickHandle: unknown;
  private refreshHandle: unknown;
  private reportHandle: unknown;

  private hasSample = false;
  private foundationFromSession = false;
  private foundationFromAccess = false;
  private idleEnabled = false;
  /** A failed activeStatus stops idle tracking for the life of the page (spec 000 §4.7). */
  private idleStopped = false;
  /** The full idle period: learnt from the server's idle time left (the largest seen). */
  private idleDurationMs = 0;
  private idleDeadline = 0;
  /** When the pending activity post goes at the latest (the debounce's max wait). */
  private reportDueAt: number | undefined;
  private sessionDeadline: number | undefined;
  /** Continue above 60 s: no more 280–300 s window warning (until the session is extended). */
  private continuedWindow = false;
  /** Continue at 60 s or less: the final warning is hidden. */
  private hiddenFinal = false;
  private lastActivityAt = Number.NEGATIVE_INFINITY;
  private lastBroadcastAt = Number.NEGATIVE_INFINITY;
  private nextRefreshAt = Number.POSITIVE_INFINITY;
  private refreshSeq = 0;
  private refreshInFlight = false;
  private settingsRefreshPending = false;
  /** The last wall-clock reading and the monotonic time of it: a later reading below it is the clock set back. */
  private lastWallReading = Number.NEGATIVE_INFINITY;
  private lastMonotonicReading = 0;
  /** The wall clock ran ahead of the monotonic clock at the last reading (set forward, or a computer that slept). */
  private jumpedForward = false;
  /** The monotonic time a session call to check a jump forward went out; none while no check runs. */
  private jumpCheckSince: number | undefined;

  constructor(deps: SessionTimerDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? systemClock;
    this.monotonic = deps.monotonicClock ?? monotonicClock;
    this.scheduler = deps.scheduler ?? globalScheduler;
  }

  // ── external store ─────────────────────────────────────────────────────────────────────────

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TimersSnapshot => this.snapshot;

  // ── lifecycle ──────────────────────────────────────────────────────────────────────────────

  /** Starts listening and ticking. `seed` is a session answer already at hand (the query cache). */
  start(seed?: SessionSample): void {
    if (this.started) return;
    this.started = true;
    running.add(this);
    if (this.terminal) return;

    const env = this.deps.environment === undefined ? browserEnvironment() : this.deps.environment;
    if (env) {
      this.cleanups.push(
        env.onActivity(() => this.reportActivity()),
        env.onTimeoutSettingsChanged(() => this.requestRefresh({ settings: true })),
        env.onSessionTokenChange((change) => this.timeOut(change === 'removed' ? 'signedOut' : 'signedInElsewhere', false)),
        env.onVisible(() => this.tick()),
      );
    }
    const open = this.deps.openTabChannel === undefined ? () => createTabChannel() : this.deps.openTabChannel;
    if (open) {
      const tabs = open();
      this.tabs = tabs;
      this.cleanups.push(tabs.subscribe((message) => this.onTabMessage(message)));
    }
    this.tickHandle = this.scheduler.setInterval(() => this.tick(), TICK_MS);

    if (this.hasSample) {
      this.evaluate();
    } else if (seed) {
      this.nextRefreshAt = seed.receivedAt + SESSION_REFRESH_MS;
      this.applySample(seed.info, seed.receivedAt, false);
    } else if (!this.refreshInFlight) {
      this.fetchNow();
    }
  }

  /** Stops every timer and listener; `start` may be called again (React strict mode). */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    running.delete(this);
    this.halt();
  }

  /** The foundation flag of the auth info (useAccess().isFoundation) also enables session tracking. */
  setFoundation(isFoundation: boolean): void {
    if (this.foundationFromAccess === isFoundation) return;
    this.foundationFromAccess = isFoundation;
    this.evaluate();
  }

  // ── user actions ───────────────────────────────────────────────────────────────────────────

  /**
   * Activity resets idle time here at once. During the idle warning it dismisses the warning and is
   * posted as active at once; otherwise the post is debounced: it goes 5 s after the last activity.
   */
  reportActivity = (): void => {
    if (!this.started || this.terminal) return;
    const now = this.now();
    // A deadline that already passed (a throttled tab) wins over late activity; so does one the
    // clock set forward seems to have passed, until the server has answered.
    this.evaluate(now);
    if (this.terminal || this.jumpCheckSince !== undefined) return;
    this.lastActivityAt = now;
    if (!this.idleActive()) return;
    const duringWarning = idlePhase(secondsUntil(this.idleDeadline, now)) === 'warning';
    this.idleDeadline = Math.max(this.idleDeadline, now + this.resetSpanMs());
    if (duringWarning) {
      this.cancelReport();
      this.postActive(true);
      this.broadcastActivity(now, true);
    } else {
      // Re-armed on every activity (a trailing debounce, with a max wait); the local deadline above does not wait for it.
      const dueAt = this.reportDueAt ?? now + IDLE_ACTIVITY_MAX_WAIT_MS;
      this.cancelReport();
      this.reportDueAt = dueAt;
      const delay = Math.max(0, Math.min(IDLE_ACTIVITY_DEBOUNCE_MS, dueAt - now));
      this.reportHandle = this.scheduler.setTimeout(() => this.postActive(false), delay);
      this.broadcastActivity(now, false);
    }
    this.evaluate(now);
  };

  /** Confirm in the idle warning (spec 002 §4): the same as activity during the warning. */
  confirmIdle = (): void => this.reportActivity();

  /**
   * Continue session (spec 002 §4): above 60 s it continues — the session is re-read from the server
   * and the 280–300 s warning is not shown again; at 60 s or less it only hides the warning.
   */
  continueSession = (): void => {
    if (!this.started || this.terminal || !this.sessionActive() || this.sessionDeadline === undefined) return;
    const continued = this.applyContinue();
    if (continued) {
      this.requestRefresh();
      this.tabs?.post({ type: 'continued' });
    }
  };

  /** Sign out: re-authentication (spec 002 §4), in every tab of the console. */
  signOut = (): void => {
    this.tabs?.post({ type: 'signedOut' });
    this.halt();
    this.leave(signInUrl(undefined, { reauth: '1' }));
  };

  /**
   * Sign in from the timeout view, coming back to the current page. After a sign-in in another tab the
   * new session is already stored: the page is loaded afresh in it instead (nothing to forget).
   */
  signIn = (): void => {
    if (this.terminal === 'signedInElsewhere') return this.assign(this.currentLocation());
    this.leave(signInUrl(returnAddress(this.currentLocation())));
  };

  // ── clock ──────────────────────────────────────────────────────────────────────────────────

  /** One tick (every 1 s): the periodic session refresh and the phases, from the wall clock. */
  tick(): void {
    if (!this.started || this.terminal) return;
    const now = this.now();
    if (this.wantsRefresh() && now >= this.nextRefreshAt) this.requestRefresh();
    this.evaluate(now);
  }

  /** Re-reads the session after 500 ms, coalescing requests that arrive meanwhile. */
  requestRefresh(options: { settings?: boolean } = {}): void {
    if (!this.started || this.terminal) return;
    if (options.settings) this.settingsRefreshPending = true;
    this.nextRefreshAt = this.now() + SESSION_REFRESH_MS;
    if (this.refreshHandle !== undefined) this.scheduler.clearTimeout(this.refreshHandle);
    this.refreshHandle = this.scheduler.setTimeout(() => {
      this.refreshHandle = undefined;
      this.fetchNow();
    }, SESSION_REFRESH_DEBOUNCE_MS);
  }

  // ── internals ──────────────────────────────────────────────────────────────────────────────

  /**
   * Reads the wall clock. A reading earlier than the last is the clock set back (NTP, a time-zone
   * mistake, the user): every instant kept moves back by the jump, so the refresh rhythm and the
   * countdowns go on as before. A reading further ahead than the monotonic clock moved is the clock
   * set forward, or a computer that slept (its monotonic clock may pause): the deadlines stand, but
   * what they would end or newly warn of waits for the server (see `evaluate`). The monotonic clock
   * tells the jump from the time that passed since the last reading.
   */
  private now(): number {
    const wall = this.clock.now();
    const monotonic = this.monotonic.now();
    const ahead = wall - this.lastWallReading - (monotonic - this.lastMonotonicReading);
    if (wall < this.lastWallReading) this.shiftInstants(ahead);
    else if (Number.isFinite(this.lastWallReading) && ahead > CLOCK_JUMP_TOLERANCE_MS) this.jumpedForward = true;
    this.lastWallReading = wall;
    this.lastMonotonicReading = monotonic;
    return wall;
  }

  private shiftInstants(ms: number): void {
    this.nextRefreshAt += ms;
    this.idleDeadline += ms;
    if (this.sessionDeadline !== undefined) this.sessionDeadline += ms;
    if (this.reportDueAt !== undefined) this.reportDueAt += ms;
    this.lastActivityAt += ms;
    this.lastBroadcastAt += ms;
  }

  private idleActive(): boolean {
    return this.idleEnabled && !this.idleStopped && !this.terminal;
  }

  private sessionActive(): boolean {
    return this.sessionDeadline !== undefined && (this.foundationFromSession || this.foundationFromAccess) && !this.terminal;
  }

  /** Refresh while there is something to track, or nothing is known yet. */
  private wantsRefresh(): boolean {
    return !this.hasSample || this.idleActive() || this.sessionDeadline !== undefined;
  }

  private fetchNow(): void {
    const authoritative = this.settingsRefreshPending;
    this.settingsRefreshPending = false;
    const seq = this.refreshSeq += 1;
    this.refreshInFlight = true;
    if (!Number.isFinite(this.nextRefreshAt)) this.nextRefreshAt = this.now() + SESSION_REFRESH_MS;
    this.deps.fetchSession().then(
      (info) => {
        if (seq !== this.refreshSeq) return;
        this.refreshInFlight = false;
        if (this.terminal) return;
        const receivedAt = this.now();
        // Asked after any jump forward: the answer re-bases the deadlines, and what it ends, ends.
        this.endJumpCheck();
        this.applySample(info, receivedAt, authoritative);
        this.tabs?.post({ type: 'sample', receivedAt, info });
      },
      (error: unknown) => {
        if (seq !== this.refreshSeq) return;
        this.refreshInFlight = false;
        this.log('[session-timers] session refresh failed', error);
        // No answer to a jump forward: the deadlines stand, as for a computer that slept.
        if (this.endJumpCheck()) this.evaluate();
      },
    );
  }

  /**
   * Takes the server's time left. Idle time the server has not heard of yet (activity waiting for
   * its post) is kept, unless the timeout settings changed: then the server's answer is the rule.
   */
  private applySample(info: SessionInfo, receivedAt: number, authoritative: boolean): void {
    this.hasSample = true;
    this.foundationFromSession = info.isFoundation === true;
    const idleLeft = info.timeoutLeft?.idleTimeoutLeft;
    const sessionLeft = info.timeoutLeft?.sessionTimeoutLeft;
    if (typeof idleLeft === 'number') {
      if (!this.idleEnabled || authoritative) {
        this.idleDurationMs = idleLeft;
        this.idleDeadline = authoritative ? receivedAt + idleLeft : Math.max(receivedAt + idleLeft, this.lastActivityAt + idleLeft);
      } else {
        this.idleDurationMs = Math.max(this.idleDurationMs, idleLeft);
        this.idleDeadline = Math.max(receivedAt + idleLeft, this.lastActivityAt + this.idleDurationMs);
      }
      this.idleEnabled = true;
    } else {
      // No timeout settings: tracking is disabled (spec 000 §4.8).
      this.idleEnabled = false;
      this.cancelReport();
    }
    this.sessionDeadline = typeof sessionLeft === 'number' ? receivedAt + sessionLeft : undefined;
    this.evaluate();
  }

  private applyContinue(): boolean {
    const now = this.now();
    if (this.sessionDeadline === undefined) return false;
    const continued = secondsUntil(this.sessionDeadline, now) > WARNING_THRESHOLD_S;
    if (continued) this.continuedWindow = true;
    else this.hiddenFinal = true;
    this.evaluate(now);
    return continued;
  }

  private evaluate(now: number = this.now()): void {
    if (this.terminal) return this.publish({ kind: 'timedOut', reason: this.terminal });
    const idleLeft = this.idleActive() ? secondsUntil(this.idleDeadline, now) : undefined;
    const sessionLeft = this.sessionActive() && this.sessionDeadline !== undefined ? secondsUntil(this.sessionDeadline, now) : undefined;
    if (sessionLeft !== undefined) {
      // The session was extended: a later warning may show again.
      if (sessionLeft > SESSION_WARNING_WINDOW_S.to) this.continuedWindow = false;
      if (sessionLeft > WARNING_THRESHOLD_S) this.hiddenFinal = false;
    }
    const session =
      sessionLeft === undefined ? undefined : sessionPhase(sessionLeft, sessionLeft > WARNING_THRESHOLD_S ? this.continuedWindow : this.hiddenFinal);
    const idle = idleLeft === undefined ? undefined : idlePhase(idleLeft);
    if (this.jumpedForward && this.holdForJumpCheck(session, idle)) return;
    if (session === 'timedOut') return this.timeOut('session', true);
    if (idle === 'timedOut') return this.timeOut('idle', true);

    const idleWarning = idle === 'warning' ? idleLeft : undefined;
    const sessionWarning = session === 'warning' ? sessionLeft : undefined;
    // Both due: the one that ends first shows (activity dismisses the idle one, then the other shows).
    if (idleWarning !== undefined && (sessionWarning === undefined || idleWarning <= sessionWarning)) {
      return this.publish({ kind: 'idleWarning', secondsLeft: idleWarning });
    }
    if (sessionWarning !== undefined) return this.publish({ kind: 'sessionWarning', secondsLeft: sessionWarning });
    return this.publish(NONE);
  }

  /**
   * After the clock went forward, an end or a new warning is first checked with the server (the
   * refresh path, at once): a clock put right (NTP, the user) leaves the server's time running, a
   * computer that slept does not. Meanwhile the view stays as it was and activity is not taken. An
   * evaluation that ends nothing and warns of nothing new ends the suspicion.
   */
  private holdForJumpCheck(session: SessionPhase | undefined, idle: IdlePhase | undefined): boolean {
    if (!this.started) return false;
    const shown = this.snapshot.view.kind;
    const ends = session === 'timedOut' || idle === 'timedOut';
    const newWarning = (idle === 'warning' && shown !== 'idleWarning') || (session === 'warning' && shown !== 'sessionWarning');
    if (!ends && !newWarning) {
      if (this.jumpCheckSince === undefined) this.jumpedForward = false;
      return false;
    }
    if (this.jumpCheckSince === undefined) {
      this.jumpCheckSince = this.lastMonotonicReading;
      if (this.refreshHandle !== undefined) this.scheduler.clearTimeout(this.refreshHandle);
      this.refreshHandle = undefined;
      this.nextRefreshAt = this.lastWallReading + SESSION_REFRESH_MS;
      // A session call already on its way answers the check: its answer is the server's, taken on arrival.
      if (!this.refreshInFlight) this.fetchNow();
      return true;
    }
    // A check with no answer for too long counts as failed.
    if (this.lastMonotonicReading - this.jumpCheckSince <= JUMP_CHECK_LIMIT_MS) return true;
    this.log('[session-timers] no session answer after the clock went forward', undefined);
    this.endJumpCheck();
    return false;
  }

  /** Ends a check of a jump forward; true if one was running. */
  private endJumpCheck(): boolean {
    const running = this.jumpCheckSince !== undefined;
    this.jumpedForward = false;
    this.jumpCheckSince = undefined;
    return running;
  }

  private publish(view: TimersView): void {
    const next: TimersSnapshot = { view, idleTracking: this.idleActive(), sessionTracking: this.sessionActive() };
    if (sameSnapshot(this.snapshot, next)) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** At 0 the timeout view shows and tracking stops (spec 000 §4.7–4.8); other tabs follow. */
  private timeOut(reason: TimeoutReason, broadcast: boolean): void {
    if (this.terminal) return;
    this.terminal = reason;
    if (broadcast && (reason === 'idle' || reason === 'session')) this.tabs?.post({ type: 'timedOut', reason });
    this.halt();
    this.publish({ kind: 'timedOut', reason });
  }

  private onTabMessage(message: TabMessage): void {
    if (this.terminal) return;
    // Read first, so that a clock set back is noticed before the message's instants are taken; an
    // instant later than now was stamped before the clock went back, and counts as now.
    const now = this.now();
    switch (message.type) {
      case 'activity': {
        if (this.jumpCheckSince !== undefined) return;
        const at = Math.min(message.at, now);
        this.lastActivityAt = Math.max(this.lastActivityAt, at);
        // Activity that happened before this tab's deadline counts, however late its message.
        if (this.idleActive() && at < this.idleDeadline) {
          this.idleDeadline = Math.max(this.idleDeadline, at + this.resetSpanMs());
        }
        return this.evaluate(now);
      }
      case 'sample': {
        const receivedAt = Math.min(message.receivedAt, now);
        this.nextRefreshAt = Math.max(this.nextRefreshAt, receivedAt + SESSION_REFRESH_MS);
        return this.applySample(message.info, receivedAt, false);
      }
      case 'continued':
        if (this.sessionActive()) this.applyContinue();
        return;
      case 'timedOut':
        return this.timeOut(message.reason, false);
      case 'signedOut':
        return this.timeOut('signedOut', false);
    }
  }

  /**
   * Posts activity. After a dismissed warning the session is re-read too: the server has just reset
   * its idle time, so its answer is the full idle period.
   */
  private postActive(thenRefresh: boolean): void {
    this.reportHandle = undefined;
    this.reportDueAt = undefined;
    if (!this.idleActive()) return;
    this.deps.postActiveStatus(true).then(() => {
      if (thenRefresh) this.requestRefresh();
    }, (error: unknown) => {
      // A failed activeStatus stops idle tracking (spec 000 §4.7).
      this.log('[session-timers] activeStatus failed; idle tracking stopped', error);
      this.idleStopped = true;
      this.cancelReport();
      this.evaluate();
    });
  }

  /**
   * How far activity moves the idle deadline: the idle period as learnt so far, and never less than
   * the warning threshold, so that activity always dismisses the warning (a first answer taken
   * late in an idle period under-states the period until the next answer corrects it).
   */
  private resetSpanMs(): number {
    return Math.max(this.idleDurationMs, (WARNING_THRESHOLD_S + 1) * 1000);
  }

  private cancelReport(): void {
    this.reportDueAt = undefined;
    if (this.reportHandle === undefined) return;
    this.scheduler.clearTimeout(this.reportHandle);
    this.reportHandle = undefined;
  }

  /** Tells the other tabs, at most once per tick unless the warning was dismissed. */
  private broadcastActivity(now: number, force: boolean): void {
    if (!force && now - this.lastBroadcastAt < TICK_MS) return;
    this.lastBroadcastAt = now;
    this.tabs?.post({ type: 'activity', at: now });
  }

  private halt(): void {
    if (this.tickHandle !== undefined) this.scheduler.clearInterval(this.tickHandle);
    this.tickHandle = undefined;
    if (this.refreshHandle !== undefined) this.scheduler.clearTimeout(this.refreshHandle);
    this.refreshHandle = undefined;
    this.cancelReport();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.tabs?.close();
    this.tabs = undefined;
  }

  private assign(url: string): void {
    (this.deps.assign ?? ((href: string) => window.location.assign(href)))(url);
  }

  /** A timed-out or signed-out session is over: forget it, then go to the sign-in page. */
  private leave(url: string): void {
    (this.deps.endSession ?? endSession)();
    this.assign(url);
  }

  private currentLocation(): string {
    if (this.deps.currentLocation) return this.deps.currentLocation();
    const { pathname, search, hash } = window.location;
    return `${pathname}${search}${hash}`;
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? ((text: string, cause?: unknown) => console.warn(text, cause)))(message, error);
  }
}
