import { ApiError } from './errors.ts';
import { configureHttpPolicy, reportHttpError, type HttpPolicyEffects } from './http-policy.ts';
import { endSession, onSessionEnd, SESSION_STORAGE_KEYS } from './session-end.ts';

/** Everything a signed-in browser holds: the session's keys (contract §5) and the preferences. */
function seedStorage() {
  localStorage.clear();
  const session = {
    token: 'mock-1',
    username: 'demo.analyst',
    role: 'Senior Analyst',
    advancedInfo: '{"userType":"root"}',
    consoleSettings: '{"region":"GOV_US"}',
    allowedIds: '["44"]',
    searchHistory: '["8.8.8.8"]',
  };
  const preferences = {
    language: 'ja',
    colorMode: 'dark',
    'neverShowToday:upgrade': '2026-11-20',
    'mfaReminder:dontShow': 'true',
    noUpgradeBanner: 'true',
  };
  for (const [key, value] of Object.entries({ ...session, ...preferences })) localStorage.setItem(key, value);
  return { session, preferences };
}

const storedEntries = () => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));

describe('endSession (contract §5)', () => {
  afterEach(() => configureHttpPolicy(undefined));

  it('forgets every key the session stored and keeps only the preferences', () => {
    const { session, preferences } = seedStorage();
    expect([...SESSION_STORAGE_KEYS].sort()).toEqual(Object.keys(session).sort());
    endSession();
    expect(storedEntries()).toEqual(preferences);
  });

  it('runs every registered cleanup (the query cache), even when one fails', () => {
    const first = vi.fn(() => {
      throw new Error('broken cache');
    });
    const second = vi.fn();
    const offFirst = onSessionEnd(first);
    const offSecond = onSessionEnd(second);
    endSession();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    offFirst();
    offSecond();
    endSession();
    expect(second).toHaveBeenCalledOnce();
  });

  it('stops the HTTP policy: a late 401 of a call in flight starts no second navigation', () => {
    const fx = { notify: vi.fn(), assign: vi.fn(), navigate: vi.fn(), logout: vi.fn(), currentLocation: () => '/x', setTimeout: vi.fn() } satisfies HttpPolicyEffects;
    configureHttpPolicy(fx);
    endSession();
    reportHttpError(new ApiError(401, '/ui/uic/v3/menu', 'trace-1', undefined));
    reportHttpError(new ApiError(406, '/ui/uic/v3/menu', 'trace-2', undefined));
    expect(fx.notify).not.toHaveBeenCalled();
    expect(fx.setTimeout).not.toHaveBeenCalled();
    expect(fx.logout).not.toHaveBeenCalled();
  });

  it('survives storage that cannot be written', () => {
    expect(() => endSession({ removeItem: () => { throw new DOMException('denied', 'SecurityError'); } })).not.toThrow();
  });
});
