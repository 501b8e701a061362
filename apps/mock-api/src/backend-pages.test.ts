import type { MockServer } from './server.ts';
import { call, control, startServer } from './test-helpers.ts';

let server: MockServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(async () => {
  await control(server, 'POST', 'reset');
});

const page = (path: string) => call(server, path, { headers: { accept: 'text/html' } });

describe('the identity module switch pages (spec 000 §4.6, contract §9)', () => {
  it.each([
    ['/app/bc/company/switch?embedded=1', 'switchCompany', 'Switch company'],
    ['/app/iam2/switch-saml-group?embedded=1', 'switchSamlGroup', 'Switch SAML group'],
  ])('serves %s as a stand-in that reports %s', async (path, type, title) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(`<h1 id="switch-title">${title}</h1>`);
    expect(res.text).toContain('Mock backend · stand-in for the identity module');
    expect(res.text).toContain(`"type":"${type}"`);
    expect(res.text).toContain('window.parent.postMessage(message, location.origin)');
    for (const result of ['done', 'close', 'mfaEnabled', 'groupOpen']) expect(res.text).toContain(`data-result="${result}"`);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('role="status"');
  });

  it('lists the persona company first, as the current one, and fake SAML groups', async () => {
    const company = await page('/app/bc/company/switch?embedded=1&lang=en');
    expect(company.text).toMatch(/value="Northwind Trading Co\." checked> Northwind Trading Co\. <span class="muted">\(current\)<\/span>/);
    expect(company.text).toContain('Contoso Retail Group');
    await control(server, 'POST', 'persona', { id: 'smbp-legacy' });
    expect((await page('/app/bc/company/switch?embedded=1')).text).toContain('value="Bluebird Bakery" checked');
    const groups = await page('/app/iam2/switch-saml-group?embedded=1');
    expect(groups.text).toContain('value="SOC analysts" checked');
    expect(groups.text).toContain('Incident responders');
  });

  it('escapes what it shows', async () => {
    await control(server, 'POST', 'persona', { id: 'ents-root', patch: { companyName: '<img src=x onerror=alert(1)>' } });
    const res = await page('/app/bc/company/switch?embedded=1');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.text).not.toContain('<img src=x');
  });

  it('answers HEAD without a body', async () => {
    const res = await call(server, '/app/iam2/switch-saml-group?embedded=1', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('leaves the paths to the console without embedded=1 (here, without a build: not found)', async () => {
    expect((await page('/app/bc/company/switch')).status).toBe(404);
    expect((await page('/app/bc/company/switch?embedded=0')).status).toBe(404);
    expect((await page('/app/bc/company/switch/x?embedded=1')).status).toBe(404);
  });

  it('needs no session, like every page of the identity module the console frames', async () => {
    const res = await call(server, '/app/bc/company/switch?embedded=1');
    expect(res.status).toBe(200);
  });
});

describe('stand-ins for the external pages (online help, service status, chat bot)', () => {
  it.each([
    ['online-help', 'Online help', 'VITE_ONLINE_HELP_URL'],
    ['service-status', 'Service status', 'VITE_SERVICE_STATUS_URL'],
    ['chat-bot', 'Chat bot', 'VITE_CHAT_BOT_URL'],
  ])('serves /__mock/external/%s', async (name, title, setting) => {
    const res = await page(`/__mock/external/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain(`<h1>${title}</h1>`);
    expect(res.text).toContain('stand-in for an external page');
    expect(res.text).toContain(`<code>${setting}</code>`);
  });

  it('answers unknown external pages and other methods with 404', async () => {
    expect((await page('/__mock/external/nope')).status).toBe(404);
    expect((await page('/__mock/external/constructor')).status).toBe(404);
    expect((await call(server, '/__mock/external/online-help', { method: 'POST' })).status).toBe(404);
  });
});
