import { buildSocketUrl, parseSocketMessage } from './socket.ts';

describe('parseSocketMessage', () => {
  it('reads a bare number as the unread count', () => {
    expect(parseSocketMessage('7')).toEqual({ kind: 'count', count: 7 });
  });
  it('reads any length of digits as a safe integer count: a huge one is clamped, never 1e21 or Infinity', () => {
    for (const text of ['1000000000000000000000', '99999999999999999999999', '9'.repeat(400)]) {
      expect(parseSocketMessage(text)).toEqual({ kind: 'count', count: Number.MAX_SAFE_INTEGER });
    }
    expect(parseSocketMessage('100000000000000000000')).toEqual({ kind: 'count', count: Number.MAX_SAFE_INTEGER });
    expect(parseSocketMessage(String(Number.MAX_SAFE_INTEGER))).toEqual({ kind: 'count', count: Number.MAX_SAFE_INTEGER });
    expect(parseSocketMessage('007')).toEqual({ kind: 'count', count: 7 });
  });
  it('does not read a negative, fractional or exponent number, or Infinity, as a count', () => {
    for (const text of ['-5', '2.5', '1e21', 'Infinity', '-0']) expect(parseSocketMessage(text)).toEqual({ kind: 'ignored' });
  });
  it('reads sso logout and access-control updates', () => {
    expect(parseSocketMessage('{"type":"ssoLogout","token":"abc"}')).toEqual({ kind: 'ssoLogout', token: 'abc' });
    expect(parseSocketMessage('{"type":"accessControlUpdate","mode":2}')).toEqual({ kind: 'accessControlUpdate', mode: 2 });
    expect(parseSocketMessage('{"type":"accessControlUpdate","mode":9}')).toEqual({ kind: 'ignored' });
  });
  it('re-broadcasts other objects that carry type and ppid', () => {
    expect(parseSocketMessage('{"type":"taskDone","ppid":"p-1","x":1}')).toEqual({ kind: 'broadcast', message: { type: 'taskDone', ppid: 'p-1', x: 1 } });
  });
  it('ignores anything else', () => {
    for (const text of ['pong', '{"type":"x"}', '[1]', 'null', '{']) expect(parseSocketMessage(text)).toEqual({ kind: 'ignored' });
  });
});

describe('buildSocketUrl', () => {
  it('turns a path into a socket url on the page origin and adds the token', () => {
    expect(buildSocketUrl('/ui/uic/v3/notifications/ws', 'a b', 'https://console.example.com')).toBe('wss://console.example.com/ui/uic/v3/notifications/ws?token=a+b');
    expect(buildSocketUrl('/ws', 't', 'http://localhost:4200')).toBe('ws://localhost:4200/ws?token=t');
  });
  it('keeps an absolute ws url and refuses other schemes', () => {
    expect(buildSocketUrl('wss://push.example.com/n?x=1', 't', 'https://console.example.com')).toBe('wss://push.example.com/n?x=1&token=t');
    expect(buildSocketUrl('javascript:alert(1)', 't', 'https://console.example.com')).toBeUndefined();
  });
});
