import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSession, postActiveStatus, sessionQueryOptions } from '@soc/api';
import { useAccess } from '@soc/rbac';
import { SessionTimerEngine, type SessionSample, type SessionTimerDeps, type TimersView } from '../model/timer-engine.ts';

export interface SessionTimers {
  view: TimersView;
  idleTracking: boolean;
  sessionTracking: boolean;
  /** Confirm in the idle warning. */
  confirmIdle: () => void;
  /** Continue session in the session warning. */
  continueSession: () => void;
  /** Sign out in the session warning: re-authentication. */
  signOut: () => void;
  /** Sign in from the timeout view. */
  signIn: () => void;
  /** Activity the page's own listeners cannot see. */
  reportActivity: () => void;
}

/** The session answer the shell already loaded, with the instant it arrived. */
function cachedSample(client: QueryClient): SessionSample | undefined {
  const state = client.getQueryState(sessionQueryOptions().queryKey);
  return state?.status === 'success' && state.data ? { info: state.data, receivedAt: state.dataUpdatedAt } : undefined;
}

/**
 * Runs the idle and session timers for the signed-in console: the engine, fed by the session call,
 * the activeStatus call and the foundation flag of the auth info. Renders nothing.
 * `deps` replaces the engine's collaborators (tests).
 */
export function useSessionTimers(deps: Partial<SessionTimerDeps> = {}): SessionTimers {
  const client = useQueryClient();
  const { isFoundation } = useAccess();
  // Collaborators are fixed for the engine's life, like a ref.
  const [engine] = useState(() => new SessionTimerEngine({ fetchSession: getSession, postActiveStatus, ...deps }));

  useEffect(() => engine.setFoundation(isFoundation), [engine, isFoundation]);
  useEffect(() => {
    engine.start(cachedSample(client));
    return () => engine.stop();
  }, [engine, client]);

  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  return {
    ...snapshot,
    confirmIdle: engine.confirmIdle,
    continueSession: engine.continueSession,
    signOut: engine.signOut,
    signIn: engine.signIn,
    reportActivity: engine.reportActivity,
  };
}
