import { logout, LOGOUT_HANDSHAKE_TIMEOUT_MS } from './logout.ts';

describe('logout', () => {
  it('forgets the token, tells the sign-on service and leaves for the logout page', async () => {
    localStorage.setItem('token', 'mock-1');
    const fetchMock = vi.fn(async () => new Response('ok'));
    const assign = vi.fn();
    await logout('user', { fetch: fetchMock, assign, storage: localStorage });
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/saml/ssoLogout?token=mock-1', expect.objectContaining({ signal: expect.any(AbortSignal) }));
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
