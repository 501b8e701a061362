import { postPreReleaseResult, PRE_RELEASE_RESULTS } from './pre-release-messages.ts';

describe('postPreReleaseResult', () => {
  it('posts to its own window and the parent, addressed to the console origin', () => {
    const parent = { postMessage: vi.fn() };
    const win = { postMessage: vi.fn(), location: { origin: 'https://console.example' }, parent };
    for (const result of PRE_RELEASE_RESULTS) postPreReleaseResult(result, win as never);
    expect(win.postMessage.mock.calls).toEqual(PRE_RELEASE_RESULTS.map((result) => [{ actionType: 'optIn', result }, 'https://console.example']));
    expect(parent.postMessage.mock.calls).toEqual(win.postMessage.mock.calls);
  });

  it('posts once when the console is the top window', () => {
    const win = { postMessage: vi.fn(), location: { origin: 'https://console.example' }, parent: undefined as unknown };
    win.parent = win;
    postPreReleaseResult('cancel', win as never);
    expect(win.postMessage).toHaveBeenCalledTimes(1);
  });
});
