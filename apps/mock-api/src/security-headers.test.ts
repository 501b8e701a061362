import { contentSecurityPolicy, sameHostSocketOrigins } from './security-headers.ts';

describe('the static host’s security headers', () => {
  it('names the socket origins in connect-src', () => {
    expect(contentSecurityPolicy({ socketOrigins: ['wss://push.example.com'] })).toContain("connect-src 'self' wss://push.example.com;");
  });

  it.each([
    ['127.0.0.1:4310', ['ws://127.0.0.1:4310', 'wss://127.0.0.1:4310']],
    ['[::1]:4300', ['ws://[::1]:4300', 'wss://[::1]:4300']],
    ['console.example.com', ['ws://console.example.com', 'wss://console.example.com']],
    ['evil.example; script-src *', []],
    ['a b', []],
    [undefined, []],
  ])('derives the socket origins from the Host header %j', (host, origins) => {
    expect(sameHostSocketOrigins(host)).toEqual(origins);
  });
});
