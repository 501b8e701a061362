import { logout, LOGOUT_HANDSHAKE_TIMEOUT_MS } from './logout.ts';
import { onSessionEnd } from './session-end.ts';

describe('logout', () => {
  it('forgets the session (storage and registered caches) before the handshake and the navigation', async () => {
    for (const key of ['token', 'username', 'role', 'advancedInfo', 'consoleSettings', 'allowedIds']) localStorage.setItem(key, `${key}-value`);
    localStorage.setItem('language', 'ja');
    const clearCache = vi.fn();
    const off = onSessionEnd(clearCache);
    const seen: Array<{ step: string; keys: string[]; cacheCleared: boolean }> = [];
    const snapshot = (step: string) => seen.push({ step, keys: Object.keys(localStorage).sort(), cacheCleared: clearCache.mock.calls.length > 0 });
    await logout('user', {
      fetch: vi.fn(async () => {
        snapshot('handshake');
        return new Response('ok');
      }),
      assign: () => snapshot('navigate'),
      storage: localStorage,
    });
    off();
    expect(seen).toEqual([
      { step: 'handshake', keys: ['language'], cacheCleared: true },
      { step: 'navigate', keys: ['language'], cacheCleared: true },
    ]);
    localStorage.clear();
  });

  it('forgets the token, tells the sign-on service and leaves for the logout page', async () => {
    localStorage.setItem('token', 'mock-1');
    const fetchMock = vi.fn(async () => new Response('ok'));
    const assign = vi.fn();
    await logout('user', { fetch: fetchMock, assign, storage: localStorage });
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/saml/ssoLogout', expect.objectContaining({ signal: expect.any(AbortSignal), credentials: 'same-origin' }));
    // The session is named by the contract's header, never in the address.
    const headers = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('X-Auth-Token')).toBe('mock-1');
    expect(headers.get('X-Trace-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(assign).toHaveBeenCalledWith('/logout.html?t=1');
  });
  it('still leaves when the handshake hangs (bounded by the 2 s timeout signal)', async () => {
    expect(LOGOUT_HANDSHAKE_TIMEOUT_MS).toBe(2000);
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      await new Promise((_resolve, reject) => {
        if (init?.signal?.aborted) reject(init.signal.reason);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
      return new Response();
    });
    const assign = vi.fn();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => AbortSignal.abort(new DOMException('timeout', 'TimeoutError')));
    await logout('forced', { fetch: fetchMock as unknown as typeof fetch, assign, storage: localStorage });
    expect(timeout).toHaveBeenCalledWith(2000);
    expect(assign).toHaveBeenCalledWith('/logout.html?t=2');
    timeout.mockRestore();
  });
});
