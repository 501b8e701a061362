import { act, waitFor } from '@testing-library/react';
import { renderHookWithProviders } from '@soc/testing';
import { LANGUAGE_RELOAD_DELAY_MS } from '../model/languages.ts';
import { setupMockBackend } from '../testing/msw-server.ts';
import { useLanguageSetting } from './use-language-setting.ts';

setupMockBackend();

function setup() {
  let finishDownload: () => void = () => undefined;
  const prefetch = vi.fn(() => new Promise<void>((resolve) => (finishDownload = resolve)));
  const reload = vi.fn();
  const storage = { setItem: vi.fn() };
  const hook = renderHookWithProviders(() => useLanguageSetting({ reload, storage, prefetch }), { toaster: true });
  return { hook, prefetch, reload, storage, finishDownload: () => finishDownload() };
}

describe('useLanguageSetting', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads only once the new catalogue is downloaded, after the notice has been readable', async () => {
    // The clock moves on its own (the mock backend answers) and can be pushed past the reload delay.
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const { hook, prefetch, reload, storage, finishDownload } = setup();
    act(() => hook.result.current.save('ja'));
    await waitFor(() => expect(storage.setItem).toHaveBeenCalledWith('language', 'ja'));
    expect(prefetch).toHaveBeenCalledWith('ja');
    expect(hook.result.current.saving).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_DELAY_MS + 500));
    // The delay is over but the catalogue is still on its way: the page stays as it is.
    expect(reload).not.toHaveBeenCalled();
    await act(async () => finishDownload());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
