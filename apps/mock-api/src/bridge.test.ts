// The node:http ↔ MSW bridge, checked with handlers of its own so it does not depend on the fixtures.
import { http, HttpResponse } from 'msw';
import { createHandlers } from '@soc/mocks';
import { FaultStore, parseFaultSpec, pathMatches } from './faults.ts';
import { escapeHtml, html, jsonForScript } from './pages/html.ts';
import { parsePersonaPatch } from './persona-patch.ts';
import { COUNTS_PATH, safeReturnPath, unreadCountOf, type MockServer } from './server.ts';
import { call, openSocket, startServer } from './test-helpers.ts';

describe('answering from MSW handlers', () => {
  let server: MockServer;
  let token: string;
  const seen: Array<{ method: string; url: string; traceId: string | null; body: unknown }> = [];

  beforeAll(async () => {
    server = await startServer({
      handlers: (state) => [
        http.post('/ui/echo', async ({ request }) => {
          const body = (await request.json()) as unknown;
          seen.push({ method: request.method, url: request.url, traceId: request.headers.get('x-trace-id'), body });
          return HttpResponse.json({ got: body, persona: state.persona.id }, { status: 201, headers: { 'x-custom': 'yes' } });
        }),
        http.get(COUNTS_PATH, () => HttpResponse.json({ counts: { system: 3, license: 4 }, token: 'counts-abc', webSocketUrl: '/ui/uic/v3/notifications/ws' })),
        http.get('/ui/cookie', () => {
          const headers = new Headers();
          headers.append('set-cookie', 'a=1; Path=/');
          headers.append('set-cookie', 'b=2; Path=/');
          return new HttpResponse(null, { status: 204, headers });
        }),
        ...createHandlers(state),
      ],
      strictSocketTokens: true,
    });
    token = server.issueToken();
  });
  afterAll(() => server.close());

  it('passes method, URL, headers and the JSON body through, and the answer back', async () => {
    const res = await call(server, '/ui/echo?x=1', { method: 'POST', token, body: { hello: 'wörld' }, headers: { 'x-trace-id': 'trace-1' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-custom')).toBe('yes');
    expect(res.json).toEqual({ got: { hello: 'wörld' }, persona: 'ents-root' });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: `${server.url}/ui/echo?x=1`, traceId: 'trace-1', body: { hello: 'wörld' } });
  });

  it('keeps several Set-Cookie headers and empty bodies', async () => {
    const res = await fetch(`${server.url}/ui/cookie`, { headers: { 'x-auth-token': token } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('pushes the counts answer’s unread count on connect and accepts its token', async () => {
    const counts = await call(server, COUNTS_PATH, { token });
    expect(counts.status).toBe(200);
    const client = await openSocket(`${server.socketUrl}?token=counts-abc`);
    expect(await client.next()).toBe('7');
    client.ws.terminate();
  });
});

describe('helpers', () => {
  it('safeReturnPath keeps same-origin paths only', () => {
    const origin = 'http://127.0.0.1:4300';
    expect(safeReturnPath('/app/search/x?q=1', origin)).toBe('/app/search/x?q=1');
    expect(safeReturnPath('/#/app/ti/sandbox?rootfilesha1=1', origin)).toBe('/#/app/ti/sandbox?rootfilesha1=1');
    for (const bad of [null, '', 'app', '//evil.example', '/\\evil.example', 'https://evil.example/', '/\tx', '/saml/ssoLogout']) {
      expect(safeReturnPath(bad, origin)).toBe('/');
    }
  });

  it('unreadCountOf reads the count from the shapes a counts answer may take', () => {
    expect(unreadCountOf({ counts: 5 })).toBe(5);
    expect(unreadCountOf({ counts: { total: 9, a: 1 } })).toBe(9);
    expect(unreadCountOf({ counts: { a: 1, b: 2 } })).toBe(3);
    expect(unreadCountOf({ data: { counts: 4 } })).toBe(4);
    expect(unreadCountOf({ unread: 2 })).toBe(2);
    expect(unreadCountOf('nonsense')).toBe(0);
  });

  it('escapes every interpolated value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(html`<p title="${'"x"'}">${'<b>'}${[html`<i>${'&'}</i>`]}</p>`.html).toBe('<p title="&quot;x&quot;">&lt;b&gt;<i>&amp;</i></p>');
    expect(jsonForScript({ go: '</script><script>' })).not.toContain('</script>');
  });

  it('FaultStore matches exact paths and prefixes, newest first, and counts down', () => {
    expect(pathMatches('/ui/*', '/ui/uic/v3/auth')).toBe(true);
    expect(pathMatches('/ui/uic/v3/auth', '/ui/uic/v3/auth/x')).toBe(false);
    const store = new FaultStore();
    store.add({ path: '/ui/*', status: 500 });
    store.add({ path: '/ui/uic/v3/auth', status: 401, times: 1, method: 'GET' });
    expect(store.take('GET', '/ui/uic/v3/auth')?.status).toBe(401);
    expect(store.take('GET', '/ui/uic/v3/auth')?.status).toBe(500);
    expect(store.take('GET', '/public/x')).toBeUndefined();
    expect(parseFaultSpec({ path: '/x', status: 500, method: 'get' })).toEqual({ ok: true, value: { path: '/x', status: 500, method: 'GET' } });
  });

  it('parsePersonaPatch accepts the switch-board fields and refuses anything else', () => {
    expect(parsePersonaPatch({ view: 'smbp', isFoundation: false, flags: { tracking: false, 'help-kit': 1 }, rbac: { license: { viewLicense: 0 } } })).toEqual({
      ok: true,
      value: { view: 'smbp', isFoundation: false, flags: { tracking: 0, 'help-kit': 1 }, rbac: { license: { viewLicense: 0 } } },
    });
    expect(parsePersonaPatch({ id: 'x' }).ok).toBe(false);
    expect(parsePersonaPatch({ region: 'MARS' }).ok).toBe(false);
    expect(parsePersonaPatch({ rbac: { console: 2 } }).ok).toBe(false);
    expect(parsePersonaPatch(undefined)).toEqual({ ok: true, value: {} });
  });
});
