// Every timing number of spec 000 §4.7–4.8, §9 and spec 002 §4, on fake timers and a fake wall clock.
import { FakeBroadcastChannel } from '../testing/fake-broadcast-channel.ts';
import { fakeSessionServer, type FakeSessionServer } from '../testing/fake-server.ts';
import { ACTIVITY_MESSAGE_TYPE, TIMEOUT_SETTINGS_EVENT, browserEnvironment } from './browser-environment.ts';
import { createStorageTabChannel, TAB_STORAGE_KEY } from './tab-channel.ts';
import { reportActivity, SessionTimerEngine, type SessionTimerDeps, type TimersView } from './timer-engine.ts';

const T0 = Date.UTC(2026, 10, 20, 9, 30, 0);
const S = 1000;
const HOUR = 3600 * S;

let engines: SessionTimerEngine[] = [];
/** How far the monotonic clock is ahead of the fake `performance.now()` (time that passed with no timer run). */
let monotonicSkew = 0;

interface Harness {
  engine: SessionTimerEngine;
  server: FakeSessionServer;
  assign: ReturnType<typeof vi.fn>;
  log: ReturnType<typeof vi.fn>;
  view: () => TimersView;
}

/** One console tab: the engine on the jsdom window, started with the server's current answer. */
async function tab(
  server: FakeSessionServer,
  options: { seed?: boolean; deps?: Partial<SessionTimerDeps>; foundation?: boolean } = {},
): Promise<Harness> {
  const assign = vi.fn();
  const log = vi.fn();
  const engine = new SessionTimerEngine({
    fetchSession: server.fetchSession,
    postActiveStatus: server.postActiveStatus,
    environment: browserEnvironment(window),
    openTabChannel: null,
    assign,
    log,
    currentLocation: () => '/app/xdr/workbench?id=7',
    monotonicClock: { now: () => performance.now() + monotonicSkew },
    ...options.deps,
  });
  engines.push(engine);
  if (options.foundation !== undefined) engine.setFoundation(options.foundation);
  if (options.seed === false) {
    engine.start();
  } else {
    const info = await server.fetchSession();
    server.fetchSession.mockClear();
    engine.start({ info, receivedAt: Date.now() });
  }
  return { engine, server, assign, log, view: () => engine.getSnapshot().view };
}

/** Advances the fake clock, running timers and settling promises in between. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const at = (seconds: number) => advance(seconds * S - (Date.now() - T0));

/** Sets the console's wall clock back with no time passing (NTP, a time-zone mistake, the user); the server's clock stays. */
function setClockBack(server: FakeSessionServer, ms: number) {
  vi.setSystemTime(Date.now() - ms);
  server.clientClockSet(-ms);
}

/**
 * Time passes while no timer runs (a hidden, throttled tab): both clocks move. `vi.setSystemTime` alone
 * moves the wall clock only: the clock set forward, or a computer whose monotonic clock paused in sleep.
 */
function throttledFor(ms: number) {
  vi.setSystemTime(Date.now() + ms);
  monotonicSkew += ms;
}

/** Sets the console's wall clock forward with no time passing (NTP, the user); the server's clock stays. */
function setClockForward(server: FakeSessionServer, ms: number) {
  vi.setSystemTime(Date.now() + ms);
  server.clientClockSet(ms);
}

function moveMouse() {
  window.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  monotonicSkew = 0;
});

afterEach(() => {
  for (const engine of engines) engine.stop();
  engines = [];
  FakeBroadcastChannel.reset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('tick', () => {
  it('re-reads the clock every 1 s: the countdown moves after exactly 1000 ms', async () => {
    const { view } = await tab(fakeSessionServer({ idleS: 60, sessionS: 3600 }));
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
    await advance(999);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
    await advance(1);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 59 });
    await advance(S);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 58 });
  });

  it('does not notify subscribers for activity that changes nothing on screen', async () => {
    const { engine } = await tab(fakeSessionServer({ idleS: 1800, sessionS: 3600 }));
    const listener = vi.fn();
    engine.subscribe(listener);
    for (let i = 0; i < 50; i += 1) moveMouse();
    await advance(10 * S);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('idle (spec 000 §4.7)', () => {
  it('shows the warning at exactly 60 s left, not at 61', async () => {
    const { view } = await tab(fakeSessionServer({ idleS: 62, sessionS: 3600 }));
    await at(1);
    expect(view()).toEqual({ kind: 'none' }); // 61 s left
    await at(2);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
  });

  it('counts the warning down from 60 and shows the idle-timeout view at 0; tracking stops', async () => {
    const server = fakeSessionServer({ idleS: 60, sessionS: 3600 });
    const { engine, view } = await tab(server);
    await at(59);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 1 });
    await at(60);
    expect(view()).toEqual({ kind: 'timedOut', reason: 'idle' });
    expect(engine.getSnapshot()).toMatchObject({ idleTracking: false, sessionTracking: false });

    moveMouse();
    await at(60 + 600);
    expect(view()).toEqual({ kind: 'timedOut', reason: 'idle' });
    expect(server.postActiveStatus).not.toHaveBeenCalled();
    expect(server.fetchSession).not.toHaveBeenCalled();
  });

  it('activity resets idle time', async () => {
    const { view } = await tab(fakeSessionServer({ idleS: 120, sessionS: 3600, idlePeriodS: 120 }));
    await at(30);
    moveMouse(); // the idle deadline moves from 120 s to 150 s
    await at(60);
    expect(view()).toEqual({ kind: 'none' }); // it would warn here without the activity
    // The server heard of the activity at 35 s (5 s debounce); the refresh at 60.5 s takes its 155 s.
    await at(94);
    expect(view()).toEqual({ kind: 'none' });
    await at(95);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
  });

  it('activity during the warning dismisses it and posts activeStatus {isActive: true} at once', async () => {
    const server = fakeSessionServer({ idleS: 65, sessionS: 3600 });
    const { view } = await tab(server);
    await at(10);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 55 });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    expect(view()).toEqual({ kind: 'none' });
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
    expect(server.postActiveStatus).toHaveBeenCalledWith(true);
    await advance(5 * S);
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
    // The server reset its idle time: its next answer gives the full idle period.
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    expect(view()).toEqual({ kind: 'none' });
  });

  it('Confirm is activity during the warning', async () => {
    const server = fakeSessionServer({ idleS: 30, sessionS: 3600 });
    const { engine, view } = await tab(server);
    engine.confirmIdle();
    expect(view()).toEqual({ kind: 'none' });
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
  });

  it('activity at other times is posted once, 5 s after the last of it (debounced)', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 3600 });
    await tab(server);
    moveMouse();
    await advance(1 * S);
    window.dispatchEvent(new WheelEvent('wheel'));
    await advance(2 * S);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('touchstart'));
    await advance(4999);
    expect(server.postActiveStatus).not.toHaveBeenCalled(); // 4999 ms after the last activity, at 7999 ms
    await advance(1);
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
    expect(server.postActiveStatus).toHaveBeenCalledWith(true);
    await advance(30 * S);
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
  });

  it('activity at 0 and 4 s is posted once, at 9 s', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 3600 });
    await tab(server);
    moveMouse();
    await at(4);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await advance(4999);
    expect(server.postActiveStatus).not.toHaveBeenCalled(); // 8999 ms
    await advance(1);
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
    await at(60);
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
  });

  it('continuous activity resets idle time locally: no warning while the post waits, one post 5 s after it stops', async () => {
    // Without a local reset the warning would show at 10 s.
    const server = fakeSessionServer({ idleS: 70, sessionS: 3600, idlePeriodS: 70 });
    const { view } = await tab(server);
    for (let s = 0; s <= 30; s += 1) {
      await at(s);
      moveMouse();
      expect(view()).toEqual({ kind: 'none' });
    }
    expect(server.postActiveStatus).not.toHaveBeenCalled();
    await advance(4999);
    expect(server.postActiveStatus).not.toHaveBeenCalled(); // 34 999 ms
    await advance(1);
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
    await at(39);
    expect(view()).toEqual({ kind: 'none' });
    await at(40); // 70 s after the last activity at 30 s
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
  });

  it('activity without a 5 s pause is still posted once a minute, so the server keeps hearing of it', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 3600, idlePeriodS: 1800 });
    await tab(server);
    for (let s = 0; s <= 150; s += 1) {
      if (s === 60) {
        await advance(60 * S - 1 - (Date.now() - T0));
        expect(server.postActiveStatus).not.toHaveBeenCalled(); // 59 999 ms
      }
      await at(s);
      moveMouse();
    }
    expect(server.postActiveStatus).toHaveBeenCalledTimes(2); // at 60 s and at 120 s (60 s after the activity at 60 s)
    await advance(4999);
    expect(server.postActiveStatus).toHaveBeenCalledTimes(2);
    await advance(1); // 5 s after the last activity at 150 s
    expect(server.postActiveStatus).toHaveBeenCalledTimes(3);
  });

  it('takes activity from embedded pages of the same origin and from reportActivity()', async () => {
    const server = fakeSessionServer({ idleS: 50, sessionS: 3600 });
    const { view } = await tab(server);
    window.dispatchEvent(new MessageEvent('message', { data: { type: ACTIVITY_MESSAGE_TYPE }, origin: 'https://evil.example' }));
    expect(view().kind).toBe('idleWarning');
    window.dispatchEvent(new MessageEvent('message', { data: { type: ACTIVITY_MESSAGE_TYPE }, origin: window.location.origin }));
    expect(view()).toEqual({ kind: 'none' });

    await at(1800 - 50 + 5);
    expect(view().kind).toBe('idleWarning');
    reportActivity();
    expect(view()).toEqual({ kind: 'none' });
    expect(server.postActiveStatus).toHaveBeenCalledTimes(2);
  });

  it('a failed activeStatus stops idle tracking', async () => {
    const server = fakeSessionServer({ idleS: 60, sessionS: 3600 });
    server.failActiveStatus = true;
    const { engine, view, log } = await tab(server);
    moveMouse();
    await advance(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('activeStatus'), expect.any(Error));
    expect(engine.getSnapshot()).toMatchObject({ view: { kind: 'none' }, idleTracking: false, sessionTracking: true });
    await at(3000);
    expect(view()).toEqual({ kind: 'none' }); // no idle warning, no idle timeout: the session still counts
    await at(3600);
    expect(view()).toEqual({ kind: 'timedOut', reason: 'session' });
  });

  it('a failed debounced activeStatus stops idle tracking too', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 7200 });
    server.failActiveStatus = true;
    const { engine } = await tab(server);
    moveMouse();
    await advance(5 * S);
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1);
    expect(engine.getSnapshot().idleTracking).toBe(false);
  });
});

describe('session (spec 000 §4.8, spec 002 §4)', () => {
  const quietIdle = { idleS: 100_000 };

  it.each([
    [300, { kind: 'sessionWarning', secondsLeft: 300 }],
    [280, { kind: 'sessionWarning', secondsLeft: 280 }],
    [279, { kind: 'none' }],
    [60, { kind: 'none' }],
    [59, { kind: 'sessionWarning', secondsLeft: 59 }],
    [1, { kind: 'sessionWarning', secondsLeft: 1 }],
    [0, { kind: 'timedOut', reason: 'session' }],
  ] as const)('%i s left → %o', async (left, expected) => {
    const { view } = await tab(fakeSessionServer({ ...quietIdle, sessionS: 301 }));
    expect(view()).toEqual({ kind: 'none' }); // 301 s
    await at(301 - left);
    expect(view()).toEqual(expected);
  });

  it('Continue above 60 s re-reads the session (after 500 ms) and suppresses the rest of the 280–300 s window', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 300 });
    const { engine, view } = await tab(server);
    await at(10);
    expect(view()).toEqual({ kind: 'sessionWarning', secondsLeft: 290 });
    engine.continueSession();
    expect(view()).toEqual({ kind: 'none' });
    await advance(499);
    expect(server.fetchSession).not.toHaveBeenCalled();
    await advance(1);
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    await at(15);
    expect(view()).toEqual({ kind: 'none' }); // 285 s: still inside the window, but the user continued
    // The final warning under 60 s still shows: the session cannot outlive its end.
    await at(241);
    expect(view()).toEqual({ kind: 'sessionWarning', secondsLeft: 59 });
  });

  it('Continue that extends the session on the server re-arms the warnings', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 290 });
    const { engine, view } = await tab(server);
    server.extendSession(3600);
    engine.continueSession();
    await advance(500);
    expect(view()).toEqual({ kind: 'none' });
    await at(3300);
    expect(view()).toEqual({ kind: 'sessionWarning', secondsLeft: 300 });
  });

  it('Continue at 60 s or less only hides the warning', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 42 });
    const { engine, view } = await tab(server);
    expect(view()).toEqual({ kind: 'sessionWarning', secondsLeft: 42 });
    engine.continueSession();
    expect(view()).toEqual({ kind: 'none' });
    await advance(2 * S);
    expect(server.fetchSession).not.toHaveBeenCalled();
    expect(view()).toEqual({ kind: 'none' });
    await at(42);
    expect(view()).toEqual({ kind: 'timedOut', reason: 'session' });
  });

  it('Continue at exactly 60 s only hides the warning; the final warning stays hidden', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 60 });
    const { engine, view } = await tab(server);
    engine.continueSession();
    await advance(2 * S);
    expect(server.fetchSession).not.toHaveBeenCalled();
    expect(view()).toEqual({ kind: 'none' }); // 58 s: hidden, not continued
  });

  it('Continue at 61 s continues: the session is re-read after 500 ms', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 61 });
    const { engine } = await tab(server);
    engine.continueSession();
    await advance(500);
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['session ends first', { idleS: 50, sessionS: 30 }, { kind: 'sessionWarning', secondsLeft: 30 }],
    ['idle ends first', { idleS: 20, sessionS: 40 }, { kind: 'idleWarning', secondsLeft: 20 }],
  ] as const)('both warnings due: the one that ends first shows (%s)', async (_name, timeouts, expected) => {
    const { view } = await tab(fakeSessionServer(timeouts));
    expect(view()).toEqual(expected);
  });

  it('refreshes from the server every 60 s, 500 ms after the request (debounced)', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 3600 });
    await tab(server);
    await advance(60 * S + 499);
    expect(server.fetchSession).toHaveBeenCalledTimes(0);
    await advance(1);
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    await advance(60 * S - 1);
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(server.fetchSession).toHaveBeenCalledTimes(2);
  });

  it('takes the countdown from the server on refresh', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 400 });
    const { view } = await tab(server);
    server.extendSession(370); // the server says the session ends 30 s sooner than we thought
    await advance(60 * S + 500);
    expect(view()).toEqual({ kind: 'none' });
    await at(70);
    expect(view()).toEqual({ kind: 'sessionWarning', secondsLeft: 300 }); // 330 s by the old answer
  });

  it('a timeout-settings event triggers a refresh; events within 500 ms make one request', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 3600 });
    await tab(server);
    await at(10);
    window.dispatchEvent(new CustomEvent(TIMEOUT_SETTINGS_EVENT));
    await advance(300);
    window.dispatchEvent(new CustomEvent(TIMEOUT_SETTINGS_EVENT));
    await advance(499);
    expect(server.fetchSession).not.toHaveBeenCalled();
    await advance(1);
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
  });

  it('after new timeout settings the server’s idle time is the rule, even if shorter', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 7200 });
    const { view } = await tab(server);
    await at(5);
    moveMouse();
    server.set({ idleS: 90, sessionS: 7200 });
    server.setIdlePeriod(90);
    window.dispatchEvent(new CustomEvent(TIMEOUT_SETTINGS_EVENT));
    await advance(500); // 89.5 s left at receipt: the deadline is 95 s, not 5 + 1800 s
    await advance(29 * S);
    expect(view()).toEqual({ kind: 'none' }); // 60.5 s left
    await advance(1 * S);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
  });

  it('is disabled when the server reports no timeout settings, and re-enabled by the settings event', async () => {
    const server = fakeSessionServer(null);
    const { engine, view } = await tab(server);
    expect(engine.getSnapshot()).toEqual({ view: { kind: 'none' }, idleTracking: false, sessionTracking: false });
    moveMouse();
    await advance(2 * 3600 * S);
    expect(view()).toEqual({ kind: 'none' });
    expect(server.postActiveStatus).not.toHaveBeenCalled();
    expect(server.fetchSession).not.toHaveBeenCalled();

    server.set({ idleS: 1800, sessionS: 3600 });
    window.dispatchEvent(new CustomEvent(TIMEOUT_SETTINGS_EVENT));
    await advance(500);
    expect(engine.getSnapshot()).toMatchObject({ idleTracking: true, sessionTracking: true });
  });

  it('tracks the session only with the foundation flag (session info or auth info)', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 59 }, false);
    const { engine, view } = await tab(server, { foundation: false });
    expect(engine.getSnapshot()).toMatchObject({ view: { kind: 'none' }, sessionTracking: false, idleTracking: true });
    engine.setFoundation(true); // useAccess().isFoundation
    expect(view()).toEqual({ kind: 'sessionWarning', secondsLeft: 59 });
  });

  it('only logs a failed session call; the last known countdown goes on', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 400 });
    const { view, log } = await tab(server);
    server.failSession = true;
    await advance(60 * S + 500);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('session'), expect.any(Error));
    await at(100);
    expect(view()).toEqual({ kind: 'sessionWarning', secondsLeft: 300 });
  });

  it('loads the session at once when nothing was cached', async () => {
    const server = fakeSessionServer({ ...quietIdle, sessionS: 42 });
    const { view } = await tab(server, { seed: false });
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(view()).toEqual({ kind: 'sessionWarning', secondsLeft: 42 });
  });

  it.each([
    ['idle', { idleS: 60, sessionS: 3600 }, 60],
    ['session', { idleS: 100_000, sessionS: 120 }, 120],
  ] as const)('after the %s timeout, Sign in forgets the session before it navigates (contract §5)', async (_, times, seconds) => {
    localStorage.setItem('token', 'mock-1');
    localStorage.setItem('allowedIds', '["44"]');
    localStorage.setItem('language', 'ja');
    const keysWhenLeaving: string[][] = [];
    const { engine, view } = await tab(fakeSessionServer(times), { deps: { assign: () => keysWhenLeaving.push(Object.keys(localStorage)) } });
    await at(seconds);
    expect(view()).toMatchObject({ kind: 'timedOut' });
    engine.signIn();
    expect(keysWhenLeaving).toEqual([['language']]);
    localStorage.clear();
  });

  it('Sign out in the session warning forgets the session before it navigates', async () => {
    localStorage.setItem('token', 'mock-1');
    localStorage.setItem('username', 'analyst');
    const keysWhenLeaving: string[][] = [];
    const { engine } = await tab(fakeSessionServer({ ...quietIdle, sessionS: 42 }), { deps: { assign: () => keysWhenLeaving.push(Object.keys(localStorage)) } });
    engine.signOut();
    expect(keysWhenLeaving).toEqual([[]]);
  });

  it('Sign out goes to /saml/ssoLogin with reauth=1; Sign in comes back to the page', async () => {
    const { engine, assign } = await tab(fakeSessionServer({ ...quietIdle, sessionS: 42 }));
    engine.signOut();
    expect(assign).toHaveBeenCalledWith('/saml/ssoLogin?reauth=1');
    engine.signIn();
    expect(assign).toHaveBeenLastCalledWith(`/saml/ssoLogin?go=${encodeURIComponent('/app/xdr/workbench?id=7')}`);
  });

  it.each([
    ['/users/started?from=6', '/saml/ssoLogin'],
    ['/', '/saml/ssoLogin'],
    ['/?panel=5:domain:a.example', `/saml/ssoLogin?go=${encodeURIComponent('/?panel=5:domain:a.example')}`],
  ])('Sign in from %s follows the one return-address rule (a bare home page has none)', async (location, expected) => {
    const { engine, assign } = await tab(fakeSessionServer({ ...quietIdle, sessionS: 42 }), { deps: { currentLocation: () => location } });
    engine.signIn();
    expect(assign).toHaveBeenLastCalledWith(expected);
  });
});

describe('a hidden, throttled tab', () => {
  it('shows the session timeout at its next tick when the wall clock jumped 10 minutes', async () => {
    const { view } = await tab(fakeSessionServer({ idleS: 1800, sessionS: 500 }));
    vi.setSystemTime(T0 + 10 * 60 * S); // timers did not run meanwhile
    expect(view()).toEqual({ kind: 'none' });
    await advance(S); // one tick
    expect(view()).toEqual({ kind: 'timedOut', reason: 'session' });
  });

  it('shows the idle timeout, and late activity cannot undo it', async () => {
    const server = fakeSessionServer({ idleS: 300, sessionS: 3600 });
    const { view } = await tab(server);
    throttledFor(10 * 60 * S);
    moveMouse(); // the user comes back before the tick
    expect(view()).toEqual({ kind: 'timedOut', reason: 'idle' });
    expect(server.postActiveStatus).not.toHaveBeenCalled();
  });

  it('checks at once when the tab becomes visible again', async () => {
    const { view } = await tab(fakeSessionServer({ idleS: 300, sessionS: 3600 }));
    throttledFor(10 * 60 * S);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(view()).toEqual({ kind: 'timedOut', reason: 'idle' });
  });
});

describe('the wall clock set back an hour', () => {
  it('goes on refreshing every 60 s (spec 000 §4.8), so a short idle time from the server still warns', async () => {
    const server = fakeSessionServer({ idleS: 100_000, sessionS: 8 * 3600 });
    const { view } = await tab(server);
    await advance(61 * S);
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    setClockBack(server, HOUR);
    await advance(9 * 60 * S);
    expect(server.fetchSession).toHaveBeenCalledTimes(1 + 9);
    server.set({ idleS: 100, sessionS: 8 * 3600 });
    await advance(60 * S); // the next refresh hears 40.5 s left
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 40 });
  });

  it.each([
    ['idle', { idleS: 100, sessionS: 3600 }, 'idleWarning'],
    ['session', { idleS: 100_000, sessionS: 100 }, 'sessionWarning'],
  ] as const)('the %s countdown in progress goes on from where it was, not an hour longer', async (reason, times, kind) => {
    const server = fakeSessionServer(times);
    const { view } = await tab(server);
    await advance(50 * S);
    expect(view()).toEqual({ kind, secondsLeft: 50 });
    setClockBack(server, HOUR);
    await advance(S);
    expect(view()).toEqual({ kind, secondsLeft: 49 });
    await advance(48 * S); // past the refresh at 60.5 s
    expect(view()).toEqual({ kind, secondsLeft: 1 });
    await advance(S);
    expect(view()).toEqual({ kind: 'timedOut', reason });
  });

  it('activity before the jump counts from when it happened', async () => {
    const server = fakeSessionServer({ idleS: 120, sessionS: 3600, idlePeriodS: 120 });
    const { view } = await tab(server);
    await at(30);
    moveMouse(); // posted at 35 s: the server's idle time ends at 155 s
    await at(40);
    setClockBack(server, HOUR);
    await advance(54 * S); // 94 s
    expect(view()).toEqual({ kind: 'none' });
    await advance(S);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
  });

  it('activity without a 5 s pause is still posted a minute after it began', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 3600, idlePeriodS: 1800 });
    await tab(server);
    moveMouse();
    for (let s = 1; s <= 61; s += 1) {
      await advance(S);
      moveMouse();
      if (s === 30) setClockBack(server, HOUR);
    }
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1); // at 60 s
  });
});

describe('the wall clock set forward an hour (or a computer that slept)', () => {
  const JUMP = 61 * 60 * S;

  it.each([
    ['idle', { idleS: 150, sessionS: 8 * 3600 }, 'idleWarning', 60],
    ['session', { idleS: 100_000, sessionS: 400 }, 'sessionWarning', 300],
  ] as const)('a clock put right does not end the %s time the server still has: the server is asked, its answer re-bases the countdown', async (_, times, kind, warnAtS) => {
    const server = fakeSessionServer(times);
    const { engine, view } = await tab(server);
    await at(10);
    const leftS = Math.min(times.idleS, times.sessionS) - 10; // by the server, at the jump
    setClockForward(server, JUMP);
    engine.tick();
    expect(view()).toEqual({ kind: 'none' }); // not the timeout view while the server is asked
    expect(server.fetchSession).toHaveBeenCalledTimes(1); // at once, not after the 500 ms debounce
    await advance(0);
    expect(engine.getSnapshot()).toEqual({ view: { kind: 'none' }, idleTracking: true, sessionTracking: true });
    await advance((leftS - warnAtS - 1) * S);
    expect(view()).toEqual({ kind: 'none' }); // one second before the warning, by the server's answer
    await advance(S);
    expect(view()).toEqual({ kind, secondsLeft: warnAtS }); // the server's time left, counted from its answer
  });

  it('a warning the jump alone would bring waits for the server too', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 8 * 3600 });
    const { engine, view } = await tab(server);
    const seen: string[] = [];
    engine.subscribe(() => seen.push(view().kind));
    await at(10);
    setClockForward(server, 29 * 60 * S); // 1790 s left on the old reading: 50 s
    await advance(S);
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    expect(view()).toEqual({ kind: 'none' });
    expect(seen).toEqual([]);
  });

  it.each([
    ['idle', { idleS: 1800, sessionS: 8 * 3600 }],
    ['session', { idleS: 100_000, sessionS: 1800 }],
  ] as const)('after a sleep the server says no %s time is left: the timeout view shows once it has answered', async (reason, times) => {
    const server = fakeSessionServer(times);
    const { engine, view } = await tab(server);
    await at(10);
    vi.setSystemTime(Date.now() + JUMP); // the monotonic clock paused: the server's time ran on
    engine.tick();
    expect(view()).toEqual({ kind: 'none' });
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(view()).toEqual({ kind: 'timedOut', reason });
  });

  it('the session call failing after a jump ends the session as before', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 8 * 3600 });
    const { engine, view, log } = await tab(server);
    server.failSession = true;
    setClockForward(server, JUMP);
    engine.tick();
    expect(view()).toEqual({ kind: 'none' });
    await advance(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('session'), expect.any(Error));
    expect(view()).toEqual({ kind: 'timedOut', reason: 'idle' });
  });

  it('a session call that never answers counts as failed after 30 s', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 8 * 3600 });
    const { engine, view } = await tab(server);
    server.fetchSession.mockImplementation(() => new Promise(() => {}));
    setClockForward(server, JUMP);
    engine.tick();
    await advance(30 * S);
    expect(view()).toEqual({ kind: 'none' });
    await advance(S);
    expect(view()).toEqual({ kind: 'timedOut', reason: 'idle' });
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
  });

  it('activity while the server is asked is not taken: after a sleep, late activity cannot undo the timeout', async () => {
    const server = fakeSessionServer({ idleS: 300, sessionS: 3600 });
    const { view } = await tab(server);
    vi.setSystemTime(T0 + 10 * 60 * S);
    moveMouse(); // the user comes back before the tick
    expect(view()).toEqual({ kind: 'none' });
    await advance(0);
    expect(view()).toEqual({ kind: 'timedOut', reason: 'idle' });
    expect(server.postActiveStatus).not.toHaveBeenCalled();
  });

  it('a session call already on its way answers the check: no second call', async () => {
    const server = fakeSessionServer({ idleS: 1800, sessionS: 8 * 3600 });
    const { engine, view } = await tab(server);
    type Answer = Awaited<ReturnType<typeof server.fetchSession>>;
    let answer: (info: Answer) => void = () => {};
    const real = server.fetchSession.getMockImplementation();
    server.fetchSession.mockImplementationOnce(() => new Promise<Answer>((resolve) => (answer = resolve)));
    engine.requestRefresh();
    await advance(500); // the debounced refresh goes out, and waits
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    setClockForward(server, JUMP);
    engine.tick();
    expect(view()).toEqual({ kind: 'none' });
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    answer(await real!());
    await advance(0);
    expect(engine.getSnapshot()).toEqual({ view: { kind: 'none' }, idleTracking: true, sessionTracking: true });
  });

  it('a jump of 3 s or less is time that passed', async () => {
    const server = fakeSessionServer({ idleS: 63, sessionS: 3600 });
    const { view } = await tab(server);
    setClockForward(server, 3 * S);
    await advance(S);
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 59 });
    expect(server.fetchSession).not.toHaveBeenCalled();
  });
});

describe('tabs of the same console (beyond the spec)', () => {
  const twoTabs = async (timeouts: { idleS: number; sessionS: number; idlePeriodS?: number }) => {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    const server = fakeSessionServer(timeouts);
    // Tab A reacts to this window's events; tab B only to the channel.
    const a = await tab(server, { deps: { openTabChannel: undefined } });
    const b = await tab(server, { deps: { openTabChannel: undefined, environment: null } });
    return { server, a, b };
  };

  it('activity in one tab resets idle time in the others, which do not post it again', async () => {
    const { server, b } = await twoTabs({ idleS: 120, sessionS: 3600, idlePeriodS: 120 });
    await at(30);
    moveMouse(); // in tab A
    await advance(0);
    await at(60);
    expect(b.view()).toEqual({ kind: 'none' }); // it would warn here without tab A's activity
    await at(94);
    expect(b.view()).toEqual({ kind: 'none' });
    await at(95); // the server's deadline after tab A's post at 35 s
    expect(b.view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
    expect(server.postActiveStatus).toHaveBeenCalledTimes(1); // tab A's debounced post only
  });

  it('activity in one tab dismisses the idle warning in the others', async () => {
    const { a, b } = await twoTabs({ idleS: 60, sessionS: 3600 });
    expect(b.view().kind).toBe('idleWarning');
    a.engine.confirmIdle();
    await advance(0);
    expect(b.view()).toEqual({ kind: 'none' });
  });

  it('Continue in one tab hides the window warning in the others', async () => {
    const { a, b } = await twoTabs({ idleS: 100_000, sessionS: 290 });
    expect(b.view().kind).toBe('sessionWarning');
    a.engine.continueSession();
    await advance(0);
    expect(b.view()).toEqual({ kind: 'none' });
  });

  it('a session answer in one tab moves the deadlines of the others', async () => {
    const { server, a, b } = await twoTabs({ idleS: 100_000, sessionS: 290 });
    server.extendSession(3600);
    a.engine.continueSession();
    await advance(500);
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
    vi.setSystemTime(T0 + 10 * 60 * S); // tab B throttled meanwhile
    await advance(S);
    expect(b.view()).toEqual({ kind: 'none' });
  });

  it('activity in one tab still reaches the others after the clock was set back', async () => {
    const { server, b } = await twoTabs({ idleS: 70, sessionS: 3600, idlePeriodS: 70 });
    await at(2);
    moveMouse(); // in tab A: tab B's idle time ends at 72 s
    await at(3);
    setClockBack(server, HOUR);
    await advance(2 * S);
    moveMouse(); // at 5 s: 75 s
    await advance(9 * S);
    expect(b.view()).toEqual({ kind: 'none' });
    await advance(S);
    expect(b.view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
  });

  it.each([
    ['activity', () => ({ type: 'activity', at: Date.now() })],
    ['a session answer', () => ({ type: 'sample', receivedAt: Date.now(), info: { timeoutLeft: { idleTimeoutLeft: 200_000, sessionTimeoutLeft: 3_600_000 }, isFoundation: true } })],
  ])('%s stamped before the clock went back counts as now, not an hour ahead', async (_, message) => {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    const server = fakeSessionServer({ idleS: 200, sessionS: 3600 });
    const { view } = await tab(server, { deps: { openTabChannel: undefined, environment: null } });
    new FakeBroadcastChannel('soc-session').postMessage(message());
    setClockBack(server, HOUR); // before the message arrives
    await advance(140 * S); // past the refresh at 60.5 s
    expect(view()).toEqual({ kind: 'idleWarning', secondsLeft: 60 });
  });

  it('a sign-out in one tab signs out all', async () => {
    const { a, b } = await twoTabs({ idleS: 1800, sessionS: 3600 });
    a.engine.signOut();
    await advance(0);
    expect(b.view()).toEqual({ kind: 'timedOut', reason: 'signedOut' });
  });

  it('a timeout in one tab times out all', async () => {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    const server = fakeSessionServer({ idleS: 100_000, sessionS: 3600 });
    const a = await tab(server, { deps: { openTabChannel: undefined } });
    server.extendSession(7200); // tab B believes in a longer session
    const b = await tab(server, { deps: { openTabChannel: undefined, environment: null } });
    throttledFor(3600 * S);
    a.engine.tick();
    expect(a.view()).toEqual({ kind: 'timedOut', reason: 'session' });
    await advance(0);
    expect(b.view()).toEqual({ kind: 'timedOut', reason: 'session' });
  });

  it('the token leaving localStorage (a logout elsewhere) signs this tab out', async () => {
    localStorage.setItem('token', 'abc');
    const { view } = await tab(fakeSessionServer({ idleS: 1800, sessionS: 3600 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'abc', newValue: null }));
    expect(view()).toEqual({ kind: 'timedOut', reason: 'signedOut' });
  });

  it('the token replaced in localStorage (a sign-in again elsewhere) ends this tab\'s session; its button loads the page afresh in the new one', async () => {
    localStorage.setItem('token', 'abc');
    const assign = vi.fn();
    const endSession = vi.fn();
    const { view, engine } = await tab(fakeSessionServer({ idleS: 1800, sessionS: 3600 }), { deps: { assign, endSession, currentLocation: () => '/dashboard?panel=5:domain:a.example' } });
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'abc', newValue: 'abc' }));
    expect(view()).toEqual({ kind: 'none' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'abc', newValue: 'other-session' }));
    expect(view()).toEqual({ kind: 'timedOut', reason: 'signedInElsewhere' });
    engine.signIn();
    // The new session's token stays: nothing is forgotten, the same address loads in it.
    expect(endSession).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/dashboard?panel=5:domain:a.example');
  });

  it('falls back to the storage event without BroadcastChannel', async () => {
    const sender = createStorageTabChannel(window);
    const receiver = createStorageTabChannel(window);
    const received = vi.fn();
    receiver.subscribe(received);
    sender.post({ type: 'activity', at: 123 });
    // Browsers fire the storage event in the other tabs only; play the other tab's part.
    window.dispatchEvent(new StorageEvent('storage', { key: TAB_STORAGE_KEY, newValue: localStorage.getItem(TAB_STORAGE_KEY) }));
    expect(received).toHaveBeenCalledWith({ type: 'activity', at: 123 });
    window.dispatchEvent(new StorageEvent('storage', { key: TAB_STORAGE_KEY, newValue: '{"message":{"type":"bogus"}}' }));
    expect(received).toHaveBeenCalledTimes(1);
  });

  it('drops malformed messages', async () => {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    const { view } = await tab(fakeSessionServer({ idleS: 60, sessionS: 3600 }), { deps: { openTabChannel: undefined, environment: null } });
    const rogue = new FakeBroadcastChannel('soc-session');
    rogue.postMessage({ type: 'activity', at: 'now' });
    rogue.postMessage({ type: 'timedOut', reason: 'because' });
    rogue.postMessage({ type: 'sample', receivedAt: 1, info: { timeoutLeft: { idleTimeoutLeft: 'x' } } });
    await advance(0);
    expect(view().kind).toBe('idleWarning');
  });
});
