import { isOpenableUrl, newTraceId } from './url.ts';

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
