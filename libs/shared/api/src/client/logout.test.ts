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
      visit: vi.fn(async () => {
        snapshot('handshake');
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

  it('navigates to the sign-on service\'s logout page (contract §1), then leaves for the logout page with the reason', async () => {
    localStorage.setItem('token', 'mock-1');
    const visit = vi.fn(async () => undefined);
    const assign = vi.fn();
    await logout('legalModal', { visit, assign, storage: localStorage });
    expect(localStorage.getItem('token')).toBeNull();
    expect(visit).toHaveBeenCalledWith('/saml/ssoLogout', 2000);
    expect(assign).toHaveBeenCalledWith('/logout.html?t=legalModal');
  });

  it('still leaves when the handshake fails', async () => {
    const assign = vi.fn();
    await logout('forced', { visit: () => Promise.reject(new Error('no frame')), assign, storage: localStorage });
    expect(assign).toHaveBeenCalledWith('/logout.html?t=2');
  });
});

describe('the handshake in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  const assign = vi.fn();
  const run = () => logout('user', { assign });

  it('goes on once the hidden frame has loaded the sign-on service\'s page', async () => {
    assign.mockClear();
    const done = run();
    const frame = await vi.waitFor(() => {
      const found = document.querySelector('iframe');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(frame.getAttribute('src')).toBe('/saml/ssoLogout');
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(assign).not.toHaveBeenCalled();
    frame.dispatchEvent(new Event('load'));
    await done;
    expect(assign).toHaveBeenCalledWith('/logout.html?t=1');
  });

  it('gives up on the sign-on service after 2 s', async () => {
    vi.useFakeTimers();
    assign.mockClear();
    const done = run();
    await vi.advanceTimersByTimeAsync(LOGOUT_HANDSHAKE_TIMEOUT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(assign).toHaveBeenCalledWith('/logout.html?t=1');
  });
});
