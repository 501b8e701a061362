import { ANALYSIS_POLL_MS, SANDBOX_PATH } from '@soc/api';
import { sandboxHandlers } from '@soc/mocks';
import { act, waitFor } from '@testing-library/react';
import { recordRequests, renderHookWithProviders, setupMockServer } from '@soc/testing';
import { activateLocale } from '@soc/i18n';
import { useSandbox } from './use-sandbox.ts';

const { server } = setupMockServer();

/** Waits on real timeouts only (testing-library's waitFor polls with setInterval, which the polling test fakes). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error('condition not met in time');
}
const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

describe('useSandbox (spec 001 §4)', () => {
  it('is loading, then done with the result; it asks with objectType, searchId and the language read from the stored one', async () => {
    await activateLocale('ja');
    // Written by another console with its region: the tab shows Japanese, and sends what it shows.
    localStorage.setItem('language', 'ja_JP');
    try {
      const requests = recordRequests(server);
      const { result } = renderHookWithProviders(() => useSandbox('file', SHA1));
      expect(result.current.status).toBe('loading');
      await waitFor(() => expect(result.current.status).toBe('done'));
      expect(result.current.status === 'done' && result.current.data.riskLevel).toBe('high');
      const call = requests.seen.find((r) => r.url.pathname === SANDBOX_PATH);
      expect(call?.body).toEqual({ objectType: 'file', searchId: SHA1, lang: 'ja' });
      requests.stop();
    } finally {
      await activateLocale('en');
    }
  });

  it.each([
    { locale: 'en', stored: 'ja', lang: 'en', why: 'a language saved in another tab since this one started' },
    { locale: 'pseudo', stored: 'pseudo', lang: 'en', why: 'the layout-testing pseudo-locale' },
  ] as const)('sends $lang with $why', async ({ locale, stored, lang }) => {
    await activateLocale(locale);
    localStorage.setItem('language', stored);
    try {
      const requests = recordRequests(server);
      const { result } = renderHookWithProviders(() => useSandbox('file', SHA1));
      await waitFor(() => expect(result.current.status).toBe('done'));
      expect(requests.seen.find((r) => r.url.pathname === SANDBOX_PATH)?.body).toMatchObject({ lang });
      requests.stop();
    } finally {
      await activateLocale('en');
    }
  });

  it('sends a URL as its base64 identifier', async () => {
    const requests = recordRequests(server);
    const { result } = renderHookWithProviders(() => useSandbox('url', 'http://example.com/'));
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(requests.seen.find((r) => r.url.pathname === SANDBOX_PATH)?.body).toMatchObject({ objectType: 'url', searchId: 'aHR0cDovL2V4YW1wbGUuY29tLw' });
    requests.stop();
  });

  it('polls a processing answer until the verdict is done', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      server.use(sandboxHandlers.processing());
      const { result } = renderHookWithProviders(() => useSandbox('file', SHA1));
      await until(() => result.current.status === 'processing');
      server.use(sandboxHandlers.done());
      await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_POLL_MS - 1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(result.current.status).toBe('processing');
      await act(() => vi.advanceTimersByTimeAsync(1));
      await until(() => result.current.status === 'done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits longer after each answer that still says processing (10 s, then 20 s)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const requests = recordRequests(server);
    const asks = () => requests.seen.filter((r) => r.url.pathname === SANDBOX_PATH).length;
    try {
      server.use(sandboxHandlers.processing());
      const { result } = renderHookWithProviders(() => useSandbox('file', SHA1));
      await until(() => result.current.status === 'processing');
      expect(asks()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_POLL_MS));
      await until(() => asks() === 2);
      await act(() => vi.advanceTimersByTimeAsync(2 * ANALYSIS_POLL_MS - 1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(asks()).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await until(() => asks() === 3);
    } finally {
      requests.stop();
      vi.useRealTimers();
    }
  });

  it('says notFound, and whether the user may submit', async () => {
    server.use(sandboxHandlers.notFound(1));
    const a = renderHookWithProviders(() => useSandbox('url', 'http://a.example/'));
    await waitFor(() => expect(a.result.current).toEqual({ status: 'notFound', canSubmit: true }));
    server.use(sandboxHandlers.notFound(0));
    const b = renderHookWithProviders(() => useSandbox('url', 'http://b.example/'));
    await waitFor(() => expect(b.result.current).toEqual({ status: 'notFound', canSubmit: false }));
  });

  it('treats a failed call as notFound, with no submit offered (spec 001 §4, §8)', async () => {
    server.use(sandboxHandlers.serverError(503));
    const { result } = renderHookWithProviders(() => useSandbox('url', 'http://failed.example/'));
    await waitFor(() => expect(result.current).toEqual({ status: 'notFound', canSubmit: false }));
  });
});
