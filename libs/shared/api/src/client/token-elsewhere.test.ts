import { onSessionTokenChangedElsewhere } from './token-elsewhere.ts';

const tokenEvent = (oldValue: string | null, newValue: string | null) => new StorageEvent('storage', { key: 'token', oldValue, newValue });

afterEach(() => localStorage.clear());

describe('onSessionTokenChangedElsewhere', () => {
  it('tells a removed token from a replaced one, and ignores other keys and the same token written again', () => {
    localStorage.setItem('token', 'one');
    const listener = vi.fn();
    const stop = onSessionTokenChangedElsewhere(window, listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', oldValue: 'en', newValue: 'ja' }));
    window.dispatchEvent(tokenEvent('one', 'one'));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(tokenEvent('one', 'two'));
    expect(listener).toHaveBeenLastCalledWith('replaced');
    window.dispatchEvent(tokenEvent('two', null));
    expect(listener).toHaveBeenLastCalledWith('removed');
    // A sign-in after a sign-out ends nothing more: this tab's session was over already.
    window.dispatchEvent(tokenEvent(null, 'three'));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(tokenEvent('three', null));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads localStorage.clear() (a storage event with no key) as a removal only when this tab held a token', () => {
    const listener = vi.fn();
    const stop = onSessionTokenChangedElsewhere(window, listener);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).not.toHaveBeenCalled();
    stop();
    localStorage.setItem('token', 'one');
    const stopAgain = onSessionTokenChangedElsewhere(window, listener);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledExactlyOnceWith('removed');
    stopAgain();
  });
});
