// A session backend for engine tests, on the (fake) wall clock: time left is always measured from
// `Date.now()` at the moment of the call, as a real server would.
import type { SessionInfo } from '@soc/api';

export interface FakeSessionServer {
  fetchSession: ReturnType<typeof vi.fn<() => Promise<SessionInfo>>>;
  postActiveStatus: ReturnType<typeof vi.fn<(isActive: boolean) => Promise<unknown>>>;
  /** Sets the time left from now; `null` reports no timeout settings. */
  set: (timeouts: { idleS: number; sessionS: number } | null) => void;
  /** The idle period an activeStatus post resets to. */
  setIdlePeriod: (seconds: number) => void;
  extendSession: (sessionS: number) => void;
  /** The console's wall clock was set by `ms` with no time passing: the server's deadlines, on that clock, move too. */
  clientClockSet: (ms: number) => void;
  isFoundation: boolean;
  failSession: boolean;
  failActiveStatus: boolean;
}

/**
 * `idleS` and `sessionS` are the time left now; an activeStatus post resets idle time to
 * `idlePeriodS` (by default the larger of `idleS` and 30 minutes).
 */
export function fakeSessionServer(
  initial: { idleS: number; sessionS: number; idlePeriodS?: number } | null,
  isFoundation = true,
): FakeSessionServer {
  let idleS = initial ? (initial.idlePeriodS ?? Math.max(initial.idleS, 1800)) : 0;
  let idleDeadline = 0;
  let sessionDeadline = 0;
  let enabled = false;
  const server: FakeSessionServer = {
    isFoundation,
    failSession: false,
    failActiveStatus: false,
    set: (timeouts) => {
      enabled = timeouts !== null;
      if (!timeouts) return;
      idleDeadline = Date.now() + timeouts.idleS * 1000;
      sessionDeadline = Date.now() + timeouts.sessionS * 1000;
    },
    setIdlePeriod: (seconds) => {
      idleS = seconds;
    },
    extendSession: (sessionS) => {
      sessionDeadline = Date.now() + sessionS * 1000;
    },
    clientClockSet: (ms) => {
      idleDeadline += ms;
      sessionDeadline += ms;
    },
    fetchSession: vi.fn(async (): Promise<SessionInfo> => {
      if (server.failSession) throw new Error('session unavailable');
      const now = Date.now();
      return {
        timeoutLeft: enabled ? { idleTimeoutLeft: Math.max(0, idleDeadline - now), sessionTimeoutLeft: Math.max(0, sessionDeadline - now) } : null,
        isFoundation: server.isFoundation,
      };
    }),
    postActiveStatus: vi.fn(async (_isActive: boolean) => {
      if (server.failActiveStatus) throw new Error('activeStatus failed');
      idleDeadline = Date.now() + idleS * 1000;
      return {};
    }),
  };
  server.set(initial);
  return server;
}
