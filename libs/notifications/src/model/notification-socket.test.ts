import type { NotificationCounts } from '@soc/api';
import { FakeWebSocket } from '../testing/fake-web-socket.ts';
import { INITIAL_RECONNECT_MS, MAX_RECONNECT_MS, PING_INTERVAL_MS, SSO_LOGOUT_COUNTDOWN_MS } from './backoff.ts';
import { browserSocketDeps, NotificationSocket, PUSHED_COUNT_INTERVAL_MS, type NotificationSocketDeps } from './notification-socket.ts';

const TOKEN = 'ws-token-1';
const START = Date.UTC(2026, 10, 20, 9, 30, 0);
const HOUR = 3_600_000;
/** The wall clock is set back (an NTP correction, a time-zone or DST slip, the user); timers run on. */
const setClockBack = (ms: number) => vi.setSystemTime(Date.now() - ms);
const countsOf = (overrides: Partial<NotificationCounts> = {}): NotificationCounts => ({
  counts: 4,
  token: TOKEN,
  webSocketUrl: '/ui/uic/v3/notifications/ws',
  ...overrides,
});

function setup(overrides: Partial<NotificationSocketDeps> = {}) {
  const visibilityListeners = new Set<() => void>();
  const sessionTokenListeners = new Set<() => void>();
  let sessionToken: string | undefined = 'session-token';
  const deps = {
    fetchCounts: vi.fn(async () => countsOf()),
    WebSocket: FakeWebSocket,
    pageOrigin: () => 'https://console.example.com',
    currentLocation: () => '/app/dashboard?range=7d',
    logout: vi.fn(),
    assign: vi.fn(),
    dispatch: vi.fn(),
    onVisibilityChange: (listener: () => void) => {
      visibilityListeners.add(listener);
      return () => visibilityListeners.delete(listener);
    },
    sessionToken: () => sessionToken,
    onSessionTokenChange: (listener: () => void) => {
      sessionTokenListeners.add(listener);
      return () => sessionTokenListeners.delete(listener);
    },
    ...overrides,
  } satisfies Partial<NotificationSocketDeps>;
  const socket = new NotificationSocket(deps);
  return {
    socket,
    deps,
    becomeVisible: () => visibilityListeners.forEach((listener) => listener()),
    visibilityListeners,
    signOutElsewhere: () => {
      sessionToken = undefined;
    },
    sessionTokenListeners,
    /** Another tab writes the session token (`undefined`: removes it), and this tab hears of it. */
    changeTokenInAnotherTab: (token: string | undefined) => {
      sessionToken = token;
      sessionTokenListeners.forEach((listener) => listener());
    },
  };
}

/** Starts the manager and lets the counts answer arrive. */
async function started(overrides: Partial<NotificationSocketDeps> = {}) {
  const harness = setup(overrides);
  harness.socket.start();
  await vi.advanceTimersByTimeAsync(0);
  return harness;
}

/** Opens the socket created for the current attempt. */
async function opened(overrides: Partial<NotificationSocketDeps> = {}) {
  const harness = await started(overrides);
  FakeWebSocket.latest().serverOpen();
  return harness;
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting (spec 000 §4.2, contract §8)', () => {
  it('fetches counts, then opens one socket on the console origin with the counts token', async () => {
    const { socket, deps } = setup();
    socket.start();
    expect(socket.getSnapshot().connection).toEqual({ status: 'connecting', attempt: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.fetchCounts).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances.map((s) => s.url)).toEqual([`wss://console.example.com/ui/uic/v3/notifications/ws?token=${TOKEN}`]);
    expect(socket.getSnapshot().unreadCount).toBe(4);
    FakeWebSocket.latest().serverOpen();
    expect(socket.getSnapshot().connection).toEqual({ status: 'open', openedAt: START });
  });

  it('keeps an absolute ws url', async () => {
    await started({ fetchCounts: async () => countsOf({ webSocketUrl: 'wss://push.example.com/n?x=1' }) });
    expect(FakeWebSocket.latest().url).toBe(`wss://push.example.com/n?x=1&token=${TOKEN}`);
  });

  it.each([
    ['no socket url', { webSocketUrl: null }],
    ['no token', { token: null }],
    ['a url that is not a socket', { webSocketUrl: 'javascript:alert(1)' }],
  ])('does not connect with %s, but keeps the count', async (_, counts) => {
    const { socket } = await started({ fetchCounts: async () => countsOf({ ...counts, counts: 3 }) });
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(socket.getSnapshot()).toMatchObject({ unreadCount: 3, connection: { status: 'closed', reason: 'unavailable' } });
    await vi.advanceTimersByTimeAsync(10 * MAX_RECONNECT_MS);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('retries a failed counts call with the back-off', async () => {
    const fetchCounts = vi.fn<() => Promise<NotificationCounts>>().mockRejectedValueOnce(new Error('503')).mockResolvedValue(countsOf());
    const { socket } = await started({ fetchCounts });
    expect(socket.getSnapshot().connection).toEqual({ status: 'retrying', nextAttemptAt: START + 3000, delayMs: 3000, attempt: 1 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('ping every 90 s', () => {
  it('sends the text ping at 90 s, not before, and every 90 s after', async () => {
    await opened();
    const ws = FakeWebSocket.latest();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 1);
    expect(ws.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.sent).toEqual(['ping']);
    expect(PING_INTERVAL_MS).toBe(90_000);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ws.sent).toEqual(['ping', 'ping']);
  });

  it('keeps the 90 s rhythm when the wall clock is set back an hour', async () => {
    await opened();
    const ws = FakeWebSocket.latest();
    await vi.advanceTimersByTimeAsync(61_000);
    setClockBack(HOUR);
    await vi.advanceTimersByTimeAsync(6 * 60_000); // 421 s since the open: pings at 90, 180, 270 and 360 s
    expect(ws.sent).toEqual(['ping', 'ping', 'ping', 'ping']);
  });

  it('stops pinging a closed socket', async () => {
    await opened();
    const ws = FakeWebSocket.latest();
    ws.serverClose();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 2);
    expect(ws.sent).toEqual([]);
  });
});

describe('reconnect back-off: 3 s ×1.8 up to 70 s, ÷1.2 after an open, never below 3 s', () => {
  /**
   * Closes the current socket without it ever opening; checks that nothing reconnects a millisecond
   * before the announced attempt and that it does at it. Returns the delay the manager chose.
   */
  async function failOnce(socket: NotificationSocket): Promise<number> {
    const before = FakeWebSocket.instances.length;
    FakeWebSocket.latest().serverClose();
    const connection = socket.getSnapshot().connection;
    if (connection.status !== 'retrying') throw new Error(`expected retrying, got ${connection.status}`);
    const wait = Math.ceil(connection.nextAttemptAt - Date.now());
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(FakeWebSocket.instances).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
    return connection.delayMs;
  }

  it('reconnects 3 s after the first close, not a millisecond earlier', async () => {
    const { socket, deps } = await opened();
    FakeWebSocket.latest().serverClose();
    expect(socket.getSnapshot().connection).toEqual({ status: 'retrying', nextAttemptAt: START + 3000, delayMs: 3000, attempt: 1 });
    await vi.advanceTimersByTimeAsync(INITIAL_RECONNECT_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchCounts).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('reconnects after the delay even when the wall clock was set back meanwhile', async () => {
    await opened();
    FakeWebSocket.latest().serverClose();
    setClockBack(HOUR);
    await vi.advanceTimersByTimeAsync(INITIAL_RECONNECT_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('grows ×1.8 per failed attempt and stops at 70 s', async () => {
    const { socket } = await started();
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) delays.push(await failOnce(socket));
    expect(delays.map((d) => Math.round(d * 100) / 100)).toEqual([3000, 5400, 9720, 17496, 31492.8, 56687.04, 70000, 70000, 70000]);
  });

  it('waits on one timer per attempt: 3000, 5400, 9720 … 70000 ms to the millisecond', async () => {
    const armed: number[] = [];
    const { socket } = await started({
      setTimeout: (fn, ms) => {
        armed.push(ms);
        return globalThis.setTimeout(fn, ms);
      },
    });
    const measured: number[] = [];
    const timers: number[][] = [];
    for (const expected of [3000, 5400, 9720, 17496, 31493, 56688, 70000, 70000, 70000]) {
      armed.length = 0;
      const before = FakeWebSocket.instances.length;
      const closedAt = Date.now();
      FakeWebSocket.latest().serverClose();
      expect(socket.getSnapshot().connection).toMatchObject({ status: 'retrying' });
      await vi.advanceTimersByTimeAsync(expected - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
      measured.push(Date.now() - closedAt);
      timers.push([...armed]);
    }
    // 31 492.8 and 56 687.04 ms wait to the next whole millisecond.
    expect(measured).toEqual([3000, 5400, 9720, 17496, 31493, 56688, 70000, 70000, 70000]);
    // Each wait is a single timer of the whole delay, not a chain of 1 s ticks that drift late.
    expect(timers).toEqual(measured.map((ms) => [ms]));
  });

  it('shrinks ÷1.2 after a successful open', async () => {
    const { socket } = await started();
    for (let i = 0; i < 3; i++) await failOnce(socket); // waited 3000, 5400, 9720; the next would be 17496
    FakeWebSocket.latest().serverOpen();
    expect(await failOnce(socket)).toBeCloseTo(14580, 6); // 17496 / 1.2
    FakeWebSocket.latest().serverOpen();
    expect(await failOnce(socket)).toBeCloseTo(21870, 6); // grew to 26244 after that close, then / 1.2
  });

  it('never waits less than 3 s', async () => {
    const { socket } = await opened(); // 3000 / 1.2 would be 2500
    expect(await failOnce(socket)).toBe(3000);
    FakeWebSocket.latest().serverOpen(); // the grown 5400 shrinks to 4500, still above the floor
    expect(await failOnce(socket)).toBe(4500);
  });

  it('closes the socket on error and reconnects through its close', async () => {
    const { socket } = await opened();
    const ws = FakeWebSocket.latest();
    ws.serverError();
    expect(ws.closeCalls).toBe(1);
    expect(socket.getSnapshot().connection.status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('never has two sockets at once, and ignores a replaced socket', async () => {
    const { socket } = await started();
    for (let i = 0; i < 5; i++) {
      await failOnce(socket);
      expect(FakeWebSocket.live().length).toBeLessThanOrEqual(1);
    }
    socket.reconnectNow(); // not retrying: no effect
    const stale = FakeWebSocket.instances[0];
    stale?.serverSend(42);
    expect(socket.getSnapshot().unreadCount).toBe(4);
  });

  it('reconnects at once on request while retrying', async () => {
    const { socket } = await opened();
    FakeWebSocket.latest().serverClose();
    socket.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});

describe('messages', () => {
  it('a bare number sets the unread count; opening the bell resets it', async () => {
    const { socket } = await opened();
    FakeWebSocket.latest().serverSend(7);
    expect(socket.getSnapshot().unreadCount).toBe(7);
    socket.markRead();
    expect(socket.getSnapshot().unreadCount).toBe(0);
  });

  it('shows a storm of counts a few times a second, ending on the last one', async () => {
    const { socket } = await opened();
    const shown: number[] = [];
    socket.subscribe(() => shown.push(socket.getSnapshot().unreadCount));
    for (let frame = 1; frame <= 200; frame++) {
      FakeWebSocket.latest().serverSend(frame);
      await vi.advanceTimersByTimeAsync(5);
    }
    await vi.advanceTimersByTimeAsync(PUSHED_COUNT_INTERVAL_MS);
    expect(socket.getSnapshot().unreadCount).toBe(200);
    expect(shown[0]).toBe(1);
    expect(shown.length).toBeLessThanOrEqual(1_000 / PUSHED_COUNT_INTERVAL_MS + 1);
  });

  it('a count pushed right after another shows within 100 ms', async () => {
    const { socket } = await opened();
    FakeWebSocket.latest().serverSend(7);
    FakeWebSocket.latest().serverSend(8);
    expect(socket.getSnapshot().unreadCount).toBe(7);
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.getSnapshot().unreadCount).toBe(8);
  });

  it('opening the bell also reads a count still waiting to show', async () => {
    const { socket } = await opened();
    FakeWebSocket.latest().serverSend(7);
    FakeWebSocket.latest().serverSend(8);
    socket.markRead();
    await vi.advanceTimersByTimeAsync(PUSHED_COUNT_INTERVAL_MS);
    expect(socket.getSnapshot().unreadCount).toBe(0);
  });

  it('an sso logout with the local token shows the warning and logs out after exactly 90 s', async () => {
    const { socket, deps } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    expect(socket.getSnapshot().sessionEnded).toEqual({ logoutAt: START + SSO_LOGOUT_COUNTDOWN_MS });
    expect(SSO_LOGOUT_COUNTDOWN_MS).toBe(90_000);
    await vi.advanceTimersByTimeAsync(SSO_LOGOUT_COUNTDOWN_MS - 1);
    expect(deps.logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.logout).toHaveBeenCalledExactlyOnceWith('forced');
    expect(socket.getSnapshot()).toMatchObject({ leaving: true, connection: { status: 'closed', reason: 'loggedOut' } });
    expect(FakeWebSocket.live()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10 * MAX_RECONNECT_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('logs out 90 s after an sso logout even when the wall clock was set back; the countdown follows the clock', async () => {
    const { socket, deps } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    await vi.advanceTimersByTimeAsync(30_500);
    setClockBack(HOUR);
    await vi.advanceTimersByTimeAsync(500);
    expect(socket.getSnapshot().sessionEnded).toEqual({ logoutAt: START + SSO_LOGOUT_COUNTDOWN_MS - HOUR });
    await vi.advanceTimersByTimeAsync(58_999);
    expect(deps.logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.logout).toHaveBeenCalledExactlyOnceWith('forced');
  });

  it('OK logs out at once, and only once', async () => {
    const { socket, deps } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    await vi.advanceTimersByTimeAsync(10_000);
    socket.confirmSessionEnded();
    expect(deps.logout).toHaveBeenCalledExactlyOnceWith('forced');
    await vi.advanceTimersByTimeAsync(SSO_LOGOUT_COUNTDOWN_MS);
    expect(deps.logout).toHaveBeenCalledTimes(1);
  });

  it('ignores an sso logout of another session and keeps the first deadline on a repeat', async () => {
    const { socket } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: 'someone-else' });
    expect(socket.getSnapshot().sessionEnded).toBeNull();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    await vi.advanceTimersByTimeAsync(30_000);
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    expect(socket.getSnapshot().sessionEnded).toEqual({ logoutAt: START + 90_000 });
  });

  it('access-control mode 1 offers re-login to the current page, and may be put off', async () => {
    const { socket, deps } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'accessControlUpdate', mode: 1 });
    expect(socket.getSnapshot().accessControl).toEqual({ mode: 1 });
    socket.dismissAccessControl();
    expect(socket.getSnapshot().accessControl).toBeNull();
    FakeWebSocket.latest().serverSend({ type: 'accessControlUpdate', mode: 1 });
    socket.reLogin();
    expect(deps.assign).toHaveBeenCalledExactlyOnceWith('/saml/ssoLogin?reauth=1&go=%2Fapp%2Fdashboard%3Frange%3D7d');
    expect(socket.getSnapshot().connection).toEqual({ status: 'closed', reason: 'loggedOut' });
  });

  it.each([2, 3])('access-control mode %i logs out and cannot be put off', async (mode) => {
    const { socket, deps } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'accessControlUpdate', mode });
    socket.dismissAccessControl();
    expect(socket.getSnapshot().accessControl).toEqual({ mode });
    socket.logoutForAccessControl();
    expect(deps.logout).toHaveBeenCalledExactlyOnceWith('forced');
  });

  it('re-broadcasts other typed messages with a ppid, and ignores the rest', async () => {
    const { socket, deps } = await opened();
    const ws = FakeWebSocket.latest();
    ws.serverSend({ type: 'refreshWidgets', ppid: 'ppid-1', extra: true });
    ws.serverSend('pong');
    ws.serverSend({ type: 'noPpid' });
    ws.serverSend('{broken');
    expect(deps.dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'refreshWidgets', ppid: 'ppid-1', extra: true });
    expect(socket.getSnapshot()).toMatchObject({ unreadCount: 4, sessionEnded: null, accessControl: null });
  });

  it('the browser hears of the session token through other tabs’ storage events', () => {
    const listener = vi.fn();
    // Signed in when the socket starts; the other tab's clear() then takes the token with it.
    localStorage.setItem('token', 'session-token');
    const unsubscribe = browserSocketDeps().onSessionTokenChange(listener);
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', oldValue: 'en', newValue: 'ja' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'session-token', newValue: null }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'session-token', newValue: 'another' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the browser dispatch is a uicMessage event on window', () => {
    const listener = vi.fn();
    window.addEventListener('uicMessage', listener);
    browserSocketDeps().dispatch({ type: 'x', ppid: 'p' });
    window.removeEventListener('uicMessage', listener);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ type: 'x', ppid: 'p' });
  });
});

describe('deadlines follow the wall clock (a hidden tab’s timers are throttled)', () => {
  /** Timers that never fire on their own, as in a heavily throttled background tab. */
  function starvedClock(start: number) {
    let now = start;
    return {
      deps: { now: () => now, setTimeout: vi.fn(() => 0), clearTimeout: vi.fn() },
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  it('logs out as soon as the tab is visible again after the 90 s passed', async () => {
    const clock = starvedClock(START);
    const { socket, deps, becomeVisible } = setup(clock.deps);
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    clock.advance(89_999);
    becomeVisible();
    expect(deps.logout).not.toHaveBeenCalled();
    clock.advance(60_000);
    becomeVisible();
    expect(deps.logout).toHaveBeenCalledExactlyOnceWith('forced');
  });

  it('reconnects as soon as the tab is visible again after the delay passed', async () => {
    const clock = starvedClock(START);
    const { socket, becomeVisible } = setup(clock.deps);
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.latest().serverClose();
    clock.advance(2999);
    becomeVisible();
    expect(FakeWebSocket.instances).toHaveLength(1);
    clock.advance(5 * 60_000);
    becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('re-checks the clock at least every second (each tick) while a deadline is pending', async () => {
    const { socket, deps } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    // The system clock jumps (sleep, throttling) without the long timer firing.
    vi.setSystemTime(START + 120_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.logout).toHaveBeenCalledExactlyOnceWith('forced');
    expect(socket.getSnapshot().leaving).toBe(true);
  });
});

describe('lifecycle: one socket per page, no reconnect after unmount or logout', () => {
  it('StrictMode-style retain, release, retain keeps one counts call and one socket', async () => {
    const { socket, deps } = setup();
    const releaseFirst = socket.retain();
    releaseFirst();
    const releaseSecond = socket.retain();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.fetchCounts).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    releaseSecond();
    releaseSecond(); // idempotent
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.live()).toHaveLength(0);
    expect(socket.getSnapshot().connection).toEqual({ status: 'closed', reason: 'stopped' });
  });

  it('stays connected while any user remains, and never reconnects once all left', async () => {
    const { socket } = setup();
    const a = socket.retain();
    const b = socket.retain();
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.latest().serverOpen();
    a();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.getSnapshot().connection.status).toBe('open');
    b();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10 * MAX_RECONNECT_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does not reconnect after a logout elsewhere in the console', async () => {
    const { socket, signOutElsewhere, visibilityListeners } = await opened();
    signOutElsewhere();
    FakeWebSocket.latest().serverClose();
    expect(socket.getSnapshot().connection).toEqual({ status: 'closed', reason: 'loggedOut' });
    await vi.advanceTimersByTimeAsync(10 * MAX_RECONNECT_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(visibilityListeners.size).toBe(0);
    socket.start();
    expect(socket.getSnapshot().connection.status).toBe('closed');
  });

  it.each([
    ['signs out', undefined],
    ['signs in again (a new token: perhaps another user or company)', 'session-token-2'],
  ])('closes at once when another tab %s, and stays closed', async (_, newToken) => {
    const { socket, changeTokenInAnotherTab, sessionTokenListeners } = await opened();
    const ws = FakeWebSocket.latest();
    changeTokenInAnotherTab('session-token'); // the same token written again changes nothing
    expect(socket.getSnapshot().connection.status).toBe('open');
    changeTokenInAnotherTab(newToken);
    expect(ws.closeCalls).toBe(1);
    expect(FakeWebSocket.live()).toHaveLength(0);
    expect(socket.getSnapshot().connection).toEqual({ status: 'closed', reason: 'loggedOut' });
    expect(sessionTokenListeners.size).toBe(0);
    ws.serverSend(5); // a frame already on its way changes nothing
    expect(socket.getSnapshot().unreadCount).toBe(4);
    await vi.advanceTimersByTimeAsync(10 * MAX_RECONNECT_MS);
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.getSnapshot().connection.status).toBe('closed');
  });

  it('takes down an sso-logout warning when another tab signs out during its countdown', async () => {
    const { socket, deps, changeTokenInAnotherTab } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.getSnapshot().sessionEnded).not.toBeNull();
    changeTokenInAnotherTab(undefined);
    expect(socket.getSnapshot().sessionEnded).toBeNull();
    expect(socket.getSnapshot().connection).toEqual({ status: 'closed', reason: 'loggedOut' });
    await vi.advanceTimersByTimeAsync(SSO_LOGOUT_COUNTDOWN_MS);
    // The tab that signed out already left; this one does not log out a second time.
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('stops listening for the session token when stopped', async () => {
    const { socket, sessionTokenListeners } = await opened();
    expect(sessionTokenListeners.size).toBe(1);
    socket.stop();
    expect(sessionTokenListeners.size).toBe(0);
  });

  it('a late counts answer after stop opens nothing', async () => {
    let resolve: (counts: NotificationCounts) => void = () => undefined;
    const { socket } = setup({ fetchCounts: () => new Promise((r) => (resolve = r)) });
    socket.start();
    socket.stop();
    resolve(countsOf());
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('a pending forced logout survives an unmount', async () => {
    const { socket, deps } = await opened();
    FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: TOKEN });
    socket.stop();
    await vi.advanceTimersByTimeAsync(SSO_LOGOUT_COUNTDOWN_MS);
    expect(deps.logout).toHaveBeenCalledExactlyOnceWith('forced');
  });
});
