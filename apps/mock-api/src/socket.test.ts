import type { MockServer } from './server.ts';
import { CLOSE_UNAUTHORIZED, SOCKET_PATH } from './socket.ts';
import { call, control, openSocket, socketCloseCode, startServer, type SocketClient } from './test-helpers.ts';

let server: MockServer;
const open: SocketClient[] = [];

const connect = async (token = 'counts-token-1') => {
  const client = await openSocket(`${server.socketUrl}?token=${encodeURIComponent(token)}`);
  open.push(client);
  return client;
};

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  open.splice(0).forEach((c) => c.ws.terminate());
  await control(server, 'POST', 'reset');
});
afterAll(() => server.close());

describe('the notification socket', () => {
  it('lives at the path the contract names, on the same port', () => {
    expect(server.socketUrl).toBe(`${server.url.replace('http', 'ws')}${SOCKET_PATH}`);
    expect(SOCKET_PATH).toBe('/ui/uic/v3/notifications/ws');
  });

  it('pushes the unread count as a bare number first', async () => {
    const client = await connect();
    expect(await client.next()).toMatch(/^\d+$/);
  });

  it('answers ping with pong', async () => {
    const client = await connect();
    await client.next();
    client.ws.send('ping');
    expect(await client.next()).toBe('pong');
  });

  it('refuses a connection without a token with close code 4401', async () => {
    expect(await socketCloseCode(server.socketUrl)).toBe(CLOSE_UNAUTHORIZED);
    expect(await socketCloseCode(`${server.socketUrl}?token=`)).toBe(CLOSE_UNAUTHORIZED);
  });

  it('answers 404 for other socket paths', async () => {
    await expect(openSocket(`${server.url.replace('http', 'ws')}/ui/uic/v3/other?token=x`)).rejects.toThrow('HTTP 404');
  });

  it('pushes control messages to every open socket', async () => {
    const a = await connect('token-a');
    const b = await connect('token-b');
    await a.next();
    await b.next();
    expect((await control(server, 'GET', 'state')).json).toMatchObject({ sockets: { open: [{ token: 'token-a' }, { token: 'token-b' }] } });

    expect((await control(server, 'POST', 'socket/push', { message: { type: 'ssoLogout', token: 'token-a' } })).json).toEqual({ sent: 2 });
    expect(JSON.parse(await a.next())).toEqual({ type: 'ssoLogout', token: 'token-a' });
    expect(JSON.parse(await b.next())).toEqual({ type: 'ssoLogout', token: 'token-a' });

    await control(server, 'POST', 'socket/push', { message: 7 });
    expect(await a.next()).toBe('7');
    expect(await b.next()).toBe('7');

    await control(server, 'POST', 'socket/push', { message: { type: 'accessControlUpdate', mode: 1 } });
    expect(JSON.parse(await a.next())).toEqual({ type: 'accessControlUpdate', mode: 1 });
    await b.next();

    await control(server, 'POST', 'socket/push', { message: { type: 'widgetRefresh', ppid: 'ppid-9' } });
    expect(JSON.parse(await b.next())).toEqual({ type: 'widgetRefresh', ppid: 'ppid-9' });
  });

  it('fills in each socket’s own token for an ssoLogout without one', async () => {
    const a = await connect('token-a');
    const b = await connect('token-b');
    await a.next();
    await b.next();
    await control(server, 'POST', 'socket/push', { message: { type: 'ssoLogout' } });
    expect(JSON.parse(await a.next())).toEqual({ type: 'ssoLogout', token: 'token-a' });
    expect(JSON.parse(await b.next())).toEqual({ type: 'ssoLogout', token: 'token-b' });
  });

  it('rejects a push that is neither a number nor an object', async () => {
    expect((await control(server, 'POST', 'socket/push', { message: 'hello' })).status).toBe(400);
  });

  it('drop closes every socket with the given code', async () => {
    const a = await connect();
    const b = await connect();
    expect((await control(server, 'POST', 'socket/drop', { code: 4000 })).json).toMatchObject({ closed: 2 });
    expect(await a.closed).toBe(4000);
    expect(await b.closed).toBe(4000);
    await vi.waitFor(() => expect(server.sockets.list()).toEqual([]));
  });

  it('drop defaults to 1012 and can refuse reconnects for a while', async () => {
    const a = await connect();
    const res = await control(server, 'POST', 'socket/drop', { refuseForMs: 300 });
    expect((res.json as { refusingUntil: string | null }).refusingUntil).not.toBeNull();
    expect(await a.closed).toBe(1012);
    await expect(connect()).rejects.toThrow('HTTP 503');
    await new Promise((r) => setTimeout(r, 350));
    const again = await connect();
    expect(await again.next()).toMatch(/^\d+$/);
  });

  it('rejects close codes a server may not send', async () => {
    expect((await control(server, 'POST', 'socket/drop', { code: 1006 })).status).toBe(400);
  });
});

describe('strict socket tokens', () => {
  it('accepts only tokens handed out by notifications/counts', async () => {
    const strict = await startServer({ strictSocketTokens: true });
    try {
      expect(await socketCloseCode(`${strict.socketUrl}?token=made-up`)).toBe(CLOSE_UNAUTHORIZED);
      const counts = await call(strict, '/ui/uic/v3/notifications/counts', { token: strict.issueToken() });
      const countsToken = (counts.json as { token?: unknown } | undefined)?.token;
      const known = typeof countsToken === 'string' ? countsToken : 'remembered-token';
      if (typeof countsToken !== 'string') strict.sockets.rememberCountsToken(known);
      const client = await openSocket(`${strict.socketUrl}?token=${encodeURIComponent(known)}`);
      expect(await client.next()).toMatch(/^\d+$/);
      client.ws.terminate();
    } finally {
      await strict.close();
    }
  });
});
