import { resolveNumberedTab } from '../endpoint-panel/endpoint-tabs.ts';
import { USER_ACCOUNT_DEFAULT_TAB, userAccountTabs } from './user-account-tabs.ts';

describe('userAccountTabs (spec 001 §2.13)', () => {
  it.each([
    [{ hasExchange: true, identity: true }, ['1', '2', '3', '4']],
    [{ hasExchange: false, identity: true }, ['1', '2', '4']],
    [{ hasExchange: true, identity: false }, ['1', '2', '3']],
    [{ hasExchange: false, identity: false }, ['1', '2']],
  ])('%j → %j', (rules, expected) => {
    expect(userAccountTabs(rules)).toEqual(expected);
  });

  it('opens Basic by default, and for a requested tab 4 without the identity flag', () => {
    const withoutIdentity = userAccountTabs({ hasExchange: true, identity: false });
    expect(resolveNumberedTab(withoutIdentity, undefined, USER_ACCOUNT_DEFAULT_TAB)).toBe('2');
    expect(resolveNumberedTab(withoutIdentity, 4, USER_ACCOUNT_DEFAULT_TAB)).toBe('2');
    expect(resolveNumberedTab(userAccountTabs({ hasExchange: true, identity: true }), 4, USER_ACCOUNT_DEFAULT_TAB)).toBe('4');
    expect(resolveNumberedTab(userAccountTabs({ hasExchange: false, identity: true }), 3, USER_ACCOUNT_DEFAULT_TAB)).toBe('2');
  });
});
