import { stripUnreadPrefix, titleWithUnread } from './unread-title.ts';

describe('unread count in the tab title', () => {
  it('prefixes "(N) " and replaces an earlier prefix', () => {
    expect(titleWithUnread('Console', 3)).toBe('(3) Console');
    expect(titleWithUnread('(3) Console', 12)).toBe('(12) Console');
    expect(titleWithUnread('(12) Console', 0)).toBe('Console');
  });
  it('leaves other parentheses alone', () => {
    expect(stripUnreadPrefix('(beta) Console')).toBe('(beta) Console');
    expect(titleWithUnread('Console (3)', 1)).toBe('(1) Console (3)');
  });
});
