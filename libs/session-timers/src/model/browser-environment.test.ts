import { ACTIVITY_MESSAGE_TYPE, browserEnvironment } from './browser-environment.ts';

describe('browserEnvironment activity sources', () => {
  it('counts key presses, same-origin activity messages and the overlay’s activity event', () => {
    const listener = vi.fn();
    const off = browserEnvironment(window).onActivity(listener);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: ACTIVITY_MESSAGE_TYPE }, origin: window.location.origin }));
    window.dispatchEvent(new CustomEvent(ACTIVITY_MESSAGE_TYPE));
    expect(listener).toHaveBeenCalledTimes(3);
    off();
    window.dispatchEvent(new CustomEvent(ACTIVITY_MESSAGE_TYPE));
    expect(listener).toHaveBeenCalledTimes(3);
  });
  it('ignores activity messages from other origins', () => {
    const listener = vi.fn();
    const off = browserEnvironment(window).onActivity(listener);
    window.dispatchEvent(new MessageEvent('message', { data: { type: ACTIVITY_MESSAGE_TYPE }, origin: 'https://evil.example' }));
    expect(listener).not.toHaveBeenCalled();
    off();
  });
});
