import { USER_ACCOUNT_TABS } from './user-account-tabs.ts';

describe('user account tabs (spec 001 §2.13)', () => {
  it.each([
    [{ hasExchange: true, identity: true }, ['1', '2', '3', '4']],
    [{ hasExchange: false, identity: true }, ['1', '2', '4']],
    [{ hasExchange: true, identity: false }, ['1', '2', '3']],
    [{ hasExchange: false, identity: false }, ['1', '2']],
  ])('%j → %j', (rules, expected) => {
    expect(USER_ACCOUNT_TABS.shown(rules)).toEqual(expected);
  });

  it('opens Basic by default, and for a requested tab 4 without the identity flag', () => {
    const withoutIdentity = USER_ACCOUNT_TABS.shown({ hasExchange: true, identity: false });
    expect(USER_ACCOUNT_TABS.resolve(withoutIdentity, undefined)).toBe('2');
    expect(USER_ACCOUNT_TABS.resolve(withoutIdentity, 4)).toBe('2');
    expect(USER_ACCOUNT_TABS.resolve(USER_ACCOUNT_TABS.shown({ hasExchange: true, identity: true }), 4)).toBe('4');
    expect(USER_ACCOUNT_TABS.resolve(USER_ACCOUNT_TABS.shown({ hasExchange: false, identity: true }), 3)).toBe('2');
  });
});
