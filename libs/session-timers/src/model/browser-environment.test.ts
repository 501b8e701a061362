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

describe('browserEnvironment activity inside embedded pages (spec 000 §4.7)', () => {
  let frames: HTMLIFrameElement[] = [];
  const addFrame = (setup?: (frame: HTMLIFrameElement) => void) => {
    const frame = document.createElement('iframe');
    setup?.(frame);
    document.body.append(frame);
    frames.push(frame);
    return frame;
  };
  const keydownIn = (frame: HTMLIFrameElement) => frame.contentWindow?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

  afterEach(() => {
    for (const frame of frames) frame.remove();
    frames = [];
  });

  it('counts key presses and mouse moves in a same-origin frame loaded later, and none after dispose', () => {
    const listener = vi.fn();
    const off = browserEnvironment(window).onActivity(listener);
    const frame = addFrame();
    frame.dispatchEvent(new Event('load'));
    keydownIn(frame);
    frame.contentWindow?.dispatchEvent(new MouseEvent('mousemove'));
    expect(listener).toHaveBeenCalledTimes(2);
    // A second load (the frame navigated) does not count activity twice.
    frame.dispatchEvent(new Event('load'));
    keydownIn(frame);
    expect(listener).toHaveBeenCalledTimes(3);
    off();
    keydownIn(frame);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('counts activity in a frame already present, and in a frame inside it', () => {
    const outer = addFrame();
    const listener = vi.fn();
    const off = browserEnvironment(window).onActivity(listener);
    keydownIn(outer);
    expect(listener).toHaveBeenCalledTimes(1);
    const innerDoc = outer.contentDocument as Document;
    const inner = innerDoc.createElement('iframe');
    innerDoc.body.append(inner);
    inner.dispatchEvent(new Event('load'));
    keydownIn(inner);
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    keydownIn(inner);
    keydownIn(outer);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a cross-origin frame, whose window cannot be touched', () => {
    const crossOrigin = (frame: HTMLIFrameElement) =>
      Object.defineProperty(frame, 'contentWindow', {
        get: () => {
          throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
        },
      });
    const errors = vi.fn();
    window.addEventListener('error', errors);
    addFrame(crossOrigin);
    const listener = vi.fn();
    const off = browserEnvironment(window).onActivity(listener);
    addFrame(crossOrigin).dispatchEvent(new Event('load'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => off()).not.toThrow();
    window.removeEventListener('error', errors);
    expect(errors).not.toHaveBeenCalled();
  });
});
