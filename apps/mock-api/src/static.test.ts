import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MockServer } from './server.ts';
import { IMMUTABLE_CACHE } from './static.ts';
import { call, startServer } from './test-helpers.ts';

let server: MockServer;
let dir: string;
const INDEX = '<!doctype html><html><body><div id="root">console shell</div></body></html>';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mock-api-static-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(dir, 'assets', 'index-abc123.css'), 'body{}');
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'logout.html'), 'the bundle must not shadow the backend page');
  server = await startServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (path: string) => call(server, path, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

/** A request with the path exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serving a built single-page app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('falls back to index.html for client routes such as /app/x', async () => {
    const res = await page('/app/x');
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not fall back for requests that do not accept HTML', async () => {
    expect((await call(server, '/app/x')).status).toBe(404);
  });

  it('serves hashed assets with their type and an immutable cache', async () => {
    const js = await call(server, '/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect((await call(server, '/assets/index-abc123.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await call(server, '/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 for a missing asset, even for a page request', async () => {
    expect((await call(server, '/assets/x.js')).status).toBe(404);
    expect((await page('/assets/x.js')).status).toBe(404);
  });

  it('does not serve files outside its directory', async () => {
    const raw = await rawGet('/../../etc/passwd');
    expect(raw.body).not.toContain('root:');
    expect([200, 404]).toContain(raw.status);
    expect((await call(server, '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('keeps the backend pages and API in front of the bundle', async () => {
    const logout = await page('/logout.html?t=1');
    expect(logout.text).toContain('You have signed out');
    expect((await call(server, '/ui/uic/v3/menu')).status).toBe(401);
    expect((await call(server, '/ui/uic/v3/menu', { token: server.issueToken() })).status).toBe(200);
  });

  it('serves the identity module switch pages framed with embedded=1, and the console route without it', async () => {
    const framed = await page('/app/bc/company/switch?embedded=1');
    expect(framed.status).toBe(200);
    expect(framed.text).toContain('stand-in for the identity module');
    expect((await page('/app/iam2/switch-saml-group?embedded=1')).text).toContain('<h1 id="switch-title">Switch SAML group</h1>');
    const direct = await page('/app/bc/company/switch');
    expect(direct.status).toBe(200);
    expect(direct.text).toBe(INDEX);
    expect((await page('/app/iam2/switch-saml-group')).text).toBe(INDEX);
  });

  it('sends a strict Content-Security-Policy and the hardened-host headers with the page and its files', async () => {
    for (const res of [await page('/'), await page('/app/x'), await call(server, '/assets/index-abc123.js')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
      expect(directives.get('frame-src')).toEqual(["'self'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      // The notification socket on the page's own origin, named for browsers before CSP Level 3.
      const { host } = new URL(server.url);
      expect(directives.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
      // Only styles may be inline (Chakra's emotion inserts <style> at run time); never scripts.
      expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('serves the stand-ins for the external pages', async () => {
    expect((await page('/__mock/external/online-help')).text).toContain('<h1>Online help</h1>');
  });
});
