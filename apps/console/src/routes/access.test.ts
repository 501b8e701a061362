import { deniedMenuKey } from './access.ts';

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
