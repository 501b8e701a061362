import { stripUnreadPrefix, titleWithUnread } from './unread-title.ts';

describe('unread count in the tab title', () => {
  it('prefixes "(N) " and replaces an earlier prefix', () => {
    expect(titleWithUnread('Console', 3)).toBe('(3) Console');
    expect(titleWithUnread('(3) Console', 12)).toBe('(12) Console');
    expect(titleWithUnread('(12) Console', 0)).toBe('Console');
  });
  it('reads "(99+) " above 99, as the badge does', () => {
    expect(titleWithUnread('Console', 99)).toBe('(99) Console');
    expect(titleWithUnread('(99) Console', 100)).toBe('(99+) Console');
    expect(titleWithUnread('(99+) Console', 7)).toBe('(7) Console');
  });
  it('leaves other parentheses alone', () => {
    expect(stripUnreadPrefix('(beta) Console')).toBe('(beta) Console');
    expect(stripUnreadPrefix('(2025) Report')).toBe('(2025) Report');
    expect(titleWithUnread('Console (3)', 1)).toBe('(1) Console (3)');
  });
  it.each([1e21, Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY, 2.5, 0.5, -3, Number.NaN])(
    'writes for %d only a prefix it strips again, so a second write changes nothing',
    (count) => {
      const once = titleWithUnread('Console', count);
      expect(titleWithUnread(once, count)).toBe(once);
      expect(stripUnreadPrefix(once)).toBe('Console');
    },
  );
});
