import { toSafeLink } from './notification-link.ts';

const ORIGIN = 'https://console.example.com';

describe('toSafeLink', () => {
  it('keeps same-origin paths in the app, with query and hash', () => {
    expect(toSafeLink('/app/response?task=1#top', ORIGIN)).toEqual({ kind: 'internal', path: '/app/response?task=1#top' });
    expect(toSafeLink('https://console.example.com/workbench/WB-1', ORIGIN)).toEqual({ kind: 'internal', path: '/workbench/WB-1' });
  });
  it('rewrites legacy hash routes to clean paths (contract §1)', () => {
    expect(toSafeLink('#/app/ti/sandbox?rootfilesha1=ab', ORIGIN)).toEqual({ kind: 'internal', path: '/app/ti/sandbox?rootfilesha1=ab' });
    expect(toSafeLink('/#/app/x', ORIGIN)).toEqual({ kind: 'internal', path: '/app/x' });
  });
  it('never takes a hash route or a path that resolves to another origin for a console path (a plain click would load that site)', () => {
    for (const raw of ['#//evil.example.com/x', '/#//evil.example.com/x', '/#/\\evil.example.com/x', '#/\t/evil.example.com/x', '/\\evil.example.com/x', '/\t/evil.example.com/x']) {
      expect(toSafeLink(raw, ORIGIN)).toBeUndefined();
    }
  });
  it('reads a hash route once and drops an overlong link, without recursing through it', () => {
    expect(toSafeLink('/#/#/app/x', ORIGIN)).toBeUndefined();
    expect(toSafeLink('/#'.repeat(10_000), ORIGIN)).toBeUndefined();
    expect(toSafeLink(`/app/${'x'.repeat(9000)}`, ORIGIN)).toBeUndefined();
  });
  it('opens other http(s) sites as external links', () => {
    expect(toSafeLink('https://status.example.com/incident?id=1', ORIGIN)).toEqual({ kind: 'external', href: 'https://status.example.com/incident?id=1' });
  });
  it('drops scripts, data, protocol-relative and empty links', () => {
    for (const raw of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example.com/x', 'vbscript:x', '', '   ', null, undefined]) {
      expect(toSafeLink(raw, ORIGIN)).toBeUndefined();
    }
  });
});
