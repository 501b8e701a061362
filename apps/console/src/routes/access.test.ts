import { deniedMenuKey, isRouteAllowed, readAllowedIds } from './access.ts';

describe('route access (spec 000 §4.1)', () => {
  it('allows routes without keys and everything before a list is stored', () => {
    expect(isRouteAllowed(undefined, new Set())).toBe(true);
    expect(isRouteAllowed(['8945'], undefined)).toBe(true);
  });
  it('needs one of the route keys in the stored list', () => {
    expect(isRouteAllowed(['41', '42', '43'], new Set(['42']))).toBe(true);
    expect(isRouteAllowed(['8945'], new Set(['8941']))).toBe(false);
  });
  it('reads the stored list and ignores malformed values', () => {
    localStorage.setItem('allowedIds', JSON.stringify([8945, '1008']));
    expect(readAllowedIds()).toEqual(new Set(['8945', '1008']));
    localStorage.setItem('allowedIds', '{oops');
    expect(readAllowedIds()).toBeUndefined();
  });
});

describe('the menu key a denied page names (spec 000 §2.11, contract §6)', () => {
  it('is the page’s own key, not its menu group’s', () => {
    expect(deniedMenuKey('/app/usage-billing/usage-report', ['44'])).toBe('44');
    expect(deniedMenuKey('/app/email-and-collaboration/quarantine/', ['8945'])).toBe('8945');
  });
  it('on a route serving several keys, is the key of the page the path lies under', () => {
    expect(deniedMenuKey('/app/customer-management/remote-management/devices', ['41', '42', '43'])).toBe('42');
    expect(deniedMenuKey('/app/customer-management/license-management-platform', ['41', '42', '43'])).toBe('43');
    expect(deniedMenuKey('/app/customer-management/remote-management-x', ['41', '42', '43'])).toBe('41');
  });
  it('is absent for a route without keys', () => {
    expect(deniedMenuKey('/users/about', undefined)).toBeUndefined();
  });
});
