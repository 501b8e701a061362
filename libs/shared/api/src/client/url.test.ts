import { isOpenableUrl, isSameOriginPath, newTraceId } from './url.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newTraceId (contract §2)', () => {
  it('is a UUID v4', () => {
    expect(newTraceId()).toMatch(UUID_V4);
  });

  it('is a UUID v4 on a plain-HTTP origin too, where the browser has no crypto.randomUUID', () => {
    const insecure = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    const ids = Array.from({ length: 50 }, () => newTraceId(insecure));
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(50);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    const allOnes = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => array.fill(0xff) };
    expect(newTraceId(allOnes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('isOpenableUrl', () => {
  it('accepts http(s) and same-origin paths only', () => {
    expect(isOpenableUrl('https://a.example.com/')).toBe(true);
    expect(isOpenableUrl('/app/iam2/role')).toBe(true);
    expect(isOpenableUrl('javascript:alert(1)')).toBe(false);
    expect(isOpenableUrl('data:text/html,x')).toBe(false);
    expect(isOpenableUrl('//evil.example.com')).toBe(false);
  });
});

describe('isSameOriginPath', () => {
  it('accepts a path on the console, with its query string and hash', () => {
    for (const path of ['/', '/app/iam2/role', '/app/x?a=1#/b', '/#/app/ti/sandbox', '/app/a\\b']) expect(isSameOriginPath(path), path).toBe(true);
  });

  it('refuses what a browser resolves to another host, however the path is written', () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', '/\t/evil.example/bot', '/\n/evil.example', '/\r\n/evil.example', '/\t\\evil.example']) {
      expect(isSameOriginPath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it('refuses anything that is not a path', () => {
    for (const path of ['', 'app/x', 'https://a.example.com/', 'javascript:alert(1)', '\\/evil.example']) expect(isSameOriginPath(path), path).toBe(false);
  });

  it('keeps a tab path out of the links it guards (help, chat bot, upgrade, /nojump)', () => {
    expect(isOpenableUrl('/\t/evil.example/help')).toBe(false);
    expect(isOpenableUrl('/\\evil.example/help')).toBe(false);
  });
});
