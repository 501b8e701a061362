import { Script } from 'node:vm';
import { SPEC_CALLS, type SpecCall } from '@soc/mocks';
import type { MockServer } from './server.ts';
import { call, control, startServer } from './test-helpers.ts';

let server: MockServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = server.issueToken();
});
afterAll(() => server.close());
afterEach(async () => {
  await control(server, 'POST', 'reset');
});

const authView = async (t = token) => {
  const res = await call(server, '/ui/uic/v3/auth?lang=en', { token: t });
  expect(res.status).toBe(200);
  return (res.json as { advancedInfo: { view: string } }).advancedInfo.view;
};

describe('the mock backend answers every (method, path) of the three specs', () => {
  it.each(SPEC_CALLS.map((c): [string, SpecCall] => [`${c.spec} ${c.method} ${c.path}`, c]))('%s', async (_name, specCall) => {
    const res = await call(server, specCall.sample, { method: specCall.method, token, body: specCall.body ?? (specCall.method === 'POST' ? {} : undefined) });
    expect(res.status, `${specCall.method} ${specCall.sample} answered ${res.status}: ${res.text.slice(0, 200)}`).toBeLessThan(400);
  });
});

describe('authentication', () => {
  it('answers 401 with the contract error body without a token', async () => {
    const res = await call(server, '/ui/uic/v3/auth?lang=en');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: { number: 401001, message: 'Unauthorized' } });
  });

  it.each(SPEC_CALLS.filter((c) => c.path !== '/public/uic/v3/notifications/supportForm').map((c) => [`${c.method} ${c.sample}`, c] as const))(
    '%s without a token → 401',
    async (_name, specCall) => {
      const res = await call(server, specCall.sample, { method: specCall.method, body: specCall.body });
      expect(res.status).toBe(401);
    },
  );

  it('refuses tokens it did not issue and revoked ones', async () => {
    expect((await call(server, '/ui/uic/v3/menu', { token: 'someone-elses-token' })).status).toBe(401);
    const revoked = server.issueToken();
    server.tokens.revoke(revoked);
    expect((await call(server, '/ui/uic/v3/menu', { token: revoked })).status).toBe(401);
  });

  it('accepts any unrevoked mock- token, so a restart does not sign everybody out', async () => {
    expect((await call(server, '/ui/uic/v3/menu', { token: 'mock-from-a-previous-run' })).status).toBe(200);
  });

  it('lets the public support form through without a token', async () => {
    const supportForm = SPEC_CALLS.find((c) => c.path === '/public/uic/v3/notifications/supportForm');
    expect(supportForm).toBeDefined();
    const res = await call(server, supportForm?.sample ?? '', { method: 'POST', body: supportForm?.body });
    expect(res.status).not.toBe(401);
  });

  it('answers an unknown API path with a 404 error body', async () => {
    const res = await call(server, '/ui/no/such/call', { token });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ error: { number: 404 } });
  });
});

describe('sign-in and sign-out pages', () => {
  const tokenIn = (html: string) => /"token":"(mock-[0-9a-f-]{36})"/.exec(html)?.[1];
  const goIn = (html: string) => /"go":"([^"]*)"/.exec(html)?.[1];

  it('issues a working token, stores it and returns to go', async () => {
    const res = await call(server, `/saml/ssoLogin?go=${encodeURIComponent('/app/search/x?q=1#top')}&reauth=1`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain("localStorage.setItem('token', DATA.token)");
    expect(res.text).toContain('location.replace(DATA.go)');
    expect(goIn(res.text)).toBe('/app/search/x?q=1#top');
    const issued = tokenIn(res.text);
    expect(issued).toBeDefined();
    expect(await authView(issued)).toBe('ents');
  });

  it.each(['https://evil.example/app', '//evil.example/app', '/\\evil.example', 'javascript:alert(1)', '/saml/ssoLogin?go=/x', ''])('rejects the off-site or unsafe go %j', async (go) => {
    const res = await call(server, `/saml/ssoLogin?go=${encodeURIComponent(go)}`);
    expect(goIn(res.text)).toBe('/');
  });

  it('cannot be made to break out of its script', async () => {
    const res = await call(server, `/saml/ssoLogin?go=${encodeURIComponent('/x"</script><script>alert(1)</script>')}`);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('keeps its own session by cookie, sent only to the sign-on pages', async () => {
    const res = await call(server, '/saml/ssoLogin?go=/');
    expect(res.headers.get('set-cookie')).toBe(`mock_sso_session=${tokenIn(res.text)}; Path=/saml; HttpOnly; SameSite=Lax`);
  });

  it('revokes the session its cookie names on sign-out, forgets the cookie and sends the browser to the signed-out page', async () => {
    const t = server.issueToken();
    const started = Date.now();
    // A navigation (contract §1): no token header, the sign-on session's cookie.
    const res = await call(server, '/saml/ssoLogout', { headers: { cookie: `other=1; mock_sso_session=${t}` } });
    expect(res.headers.get('set-cookie')).toContain('mock_sso_session=; Path=/saml; HttpOnly; SameSite=Lax; Max-Age=0');
    expect(Date.now() - started).toBeLessThan(500);
    expect(res.status).toBe(200);
    expect(res.text).toContain("localStorage.removeItem('token')");
    expect(res.text).toContain('"next":"/logout.html?t=1"');
    expect((await call(server, '/ui/uic/v3/menu', { token: t })).status).toBe(401);
  });

  it.each([
    ['1', 'You signed out of the console.'],
    ['2', 'Your session ended.'],
    ['legalModal', 'You declined the terms of use'],
  ])('shows the signed-out page with reason t=%s', async (t, text) => {
    const res = await call(server, `/logout.html?t=${t}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>You have signed out</h1>');
    expect(res.text).toContain(text);
    expect(res.text).toContain('href="/saml/ssoLogin"');
    expect(res.text).toContain('<html lang="en">');
  });

  it('escapes what it echoes', async () => {
    const res = await call(server, '/no-such-page/<img src=x onerror=alert(1)>', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<img src=x');
  });

  it('serves the server-error page that reads the code and trace from the hash', async () => {
    const res = await call(server, '/info.html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Something went wrong on the server');
    expect(res.text).toContain("params.get('error_code')");
    expect(res.text).toContain("params.get('trace')");
    expect(res.text).toContain('Trace ID');
    expect(res.text).toMatch(/<a class="button" href="\/">Try again<\/a>/);
  });
});

describe('personas', () => {
  it('switching persona changes auth advancedInfo.view', async () => {
    expect(await authView()).toBe('ents');
    const res = await control(server, 'POST', 'persona', { id: 'smbp-legacy' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ persona: { id: 'smbp-legacy' } });
    expect(await authView()).toBe('smbp');
  });

  it('applies a patch on top of the persona', async () => {
    await control(server, 'POST', 'persona', { id: 'ents-root', patch: { view: 'mspc', region: 'UAE', flags: { 'help-kit': 1 }, rbac: { console: 0 }, demo: true } });
    const auth = (await call(server, '/ui/uic/v3/auth?lang=en', { token })).json as {
      user_name: string;
      advancedInfo: { view: string };
      consoleSettings: { region: string };
      rbac: { console: number; company: number; flagsState: Record<string, number> };
    };
    expect(auth.advancedInfo.view).toBe('mspc');
    expect(auth.consoleSettings.region).toBe('UAE');
    expect(auth.rbac.console).toBe(0);
    expect(auth.rbac.company).toBe(1);
    expect(auth.rbac.flagsState['help-kit']).toBe(1);
    expect(auth.user_name).toMatch(/^demo[._-]/i);
  });

  it('rejects unknown personas and bad patches', async () => {
    expect((await control(server, 'POST', 'persona', { id: 'nobody' })).status).toBe(400);
    expect((await control(server, 'POST', 'persona', { id: 'ents-root', patch: { view: 'nope' } })).status).toBe(400);
    expect((await control(server, 'POST', 'persona', { id: 'ents-root', patch: { flags: { 'no-such-flag': 1 } } })).status).toBe(400);
    expect(await authView()).toBe('ents');
  });

  it('reset goes back to the start persona', async () => {
    await control(server, 'POST', 'persona', { id: 'xsp-dfir' });
    await control(server, 'POST', 'reset');
    expect(await authView()).toBe('ents');
  });

  it('GET /__mock/state reports persona, personas, faults, sockets and the user state', async () => {
    await control(server, 'POST', 'persona', { id: 'mspc' });
    const res = await control(server, 'GET', 'state');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      persona: { id: 'mspc', label: 'Managed service provider console' },
      faults: [],
      sockets: { open: [] },
      user: { language: 'en', dismissedBanners: [], hiddenBanners: [], optIns: {}, acceptedTermsVersion: null, supportCases: 0 },
    });
    expect((res.json as { personas: unknown[] }).personas.length).toBeGreaterThan(5);
  });

  it('starts with the persona it was given', async () => {
    const other = await startServer({ personaId: 'xsp-itops' });
    try {
      const res = await call(other, '/ui/uic/v3/auth?lang=en', { token: other.issueToken() });
      expect((res.json as { advancedInfo: { view: string } }).advancedInfo.view).toBe('xsp-itops');
    } finally {
      await other.close();
    }
  });
});

describe('faults', () => {
  it('answers with the fault status and body, then expires after `times`', async () => {
    const body = { error: { number: 4011403, message: 'Logged out' } };
    const added = await control(server, 'POST', 'faults', { method: 'GET', path: '/ui/uic/v3/menu', status: 401, body, times: 2 });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await call(server, '/ui/uic/v3/menu', { token });
      expect(res.status).toBe(401);
      expect(res.json).toEqual(body);
    }
    expect((await call(server, '/ui/uic/v3/menu', { token })).status).toBe(200);
    expect((await control(server, 'GET', 'faults')).json).toEqual({ faults: [] });
  });

  it('applies before auth, matches prefixes, and defaults to a contract error body', async () => {
    await control(server, 'POST', 'faults', { path: '/ui/uic/*', status: 503 });
    const res = await call(server, '/ui/uic/v3/session');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ error: { number: 503 } });
    expect((await call(server, '/ui/uic/v3/session', { method: 'POST', token })).status).toBe(503);
  });

  it('only matches its method', async () => {
    await control(server, 'POST', 'faults', { method: 'POST', path: '/ui/uic/v3/auth', status: 500 });
    expect((await call(server, '/ui/uic/v3/auth?lang=en', { token })).status).toBe(200);
  });

  it('can send a body that is not JSON', async () => {
    await control(server, 'POST', 'faults', { path: '/ui/uic/v3/menu', status: 500, body: '<html>gateway error</html>', times: 1 });
    const res = await call(server, '/ui/uic/v3/menu', { token });
    expect(res.status).toBe(500);
    expect(res.text).toBe('<html>gateway error</html>');
  });

  it('can only delay, then answer normally', async () => {
    await control(server, 'POST', 'faults', { path: '/ui/uic/v3/menu', latencyMs: 250, times: 1 });
    const started = performance.now();
    const res = await call(server, '/ui/uic/v3/menu', { token });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('is cleared by DELETE /__mock/faults and by id', async () => {
    const a = (await control(server, 'POST', 'faults', { path: '/ui/*', status: 500 })).json as { fault: { id: number } };
    await control(server, 'POST', 'faults', { path: '/public/*', status: 500 });
    expect((await control(server, 'DELETE', `faults/${a.fault.id}`)).status).toBe(200);
    expect((await call(server, '/ui/uic/v3/menu', { token })).status).toBe(200);
    expect((await control(server, 'DELETE', 'faults')).json).toEqual({ cleared: 1 });
    expect((await control(server, 'GET', 'faults')).json).toEqual({ faults: [] });
  });

  it('rejects bad fault specs', async () => {
    expect((await control(server, 'POST', 'faults', { status: 500 })).status).toBe(400);
    expect((await control(server, 'POST', 'faults', { path: '/ui/*', status: 42 })).status).toBe(400);
    expect((await control(server, 'POST', 'faults', { path: '/ui/*' })).status).toBe(400);
    expect((await control(server, 'POST', 'faults', { path: '/ui/*', status: 500, times: 0 })).status).toBe(400);
  });
});

describe('latency', () => {
  it('delays every API call by the global latency', async () => {
    expect((await control(server, 'POST', 'latency', { ms: 300 })).json).toEqual({ latencyMs: 300 });
    const started = performance.now();
    expect((await call(server, '/ui/uic/v3/menu', { token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await control(server, 'POST', 'latency', { ms: 0 });
    const again = performance.now();
    await call(server, '/ui/uic/v3/menu', { token });
    expect(performance.now() - again).toBeLessThan(250);
  });

  it('rejects a negative latency', async () => {
    expect((await control(server, 'POST', 'latency', { ms: -1 })).status).toBe(400);
  });

  it('takes a start latency', async () => {
    const slow = await startServer({ latencyMs: 200 });
    try {
      const started = performance.now();
      await call(slow, '/ui/uic/v3/menu', { token: slow.issueToken() });
      expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    } finally {
      await slow.close();
    }
  });
});

describe('control API', () => {
  it('serves the switch-board page', async () => {
    const res = await call(server, '/__mock/', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('Mock backend switch-board');
    expect(res.text).toContain('id="persona"');
    expect(res.text).toContain('id="fault-form"');
    expect(res.text).toContain('Push count');
  });

  it('loads the switch-board script from its own origin under a strict CSP', async () => {
    const res = await call(server, '/__mock/', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(res.text.match(/<script[^>]*>/g)).toEqual(['<script src="/__mock/switchboard.js">']);

    const js = await call(server, '/__mock/switchboard.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    // Compiled browser JavaScript: parses as a classic script and still wires the controls.
    expect(() => new Script(js.text)).not.toThrow();
    expect(js.text).toContain('/__mock/');
    expect(js.text).toContain('"persona-defaults"');
    expect((await call(server, '/__mock/switchboard.js', { method: 'HEAD' })).headers.get('content-length')).toBe(String(Buffer.byteLength(js.text)));
  });

  it('answers unknown control endpoints and bad JSON with errors', async () => {
    expect((await control(server, 'GET', 'nope')).status).toBe(404);
    const res = await fetch(`${server.url}/__mock/latency`, { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});
