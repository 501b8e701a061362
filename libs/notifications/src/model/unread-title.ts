import { unreadLabel } from './unread-label.ts';

// Beyond the spec (issue 4): the unread count in the tab title, "(N) <title>" or "(99+) <title>".
// The prefix matches every form `titleWithUnread` writes; a prefix it could not strip would be added
// again on each title change, and the title observer would loop forever (a 1e21 count did that).
const UNREAD_PREFIX = /^\((?:\d{1,2}|99\+)\) /;

/** The title without an unread prefix this module added. */
export function stripUnreadPrefix(title: string): string {
  return title.replace(UNREAD_PREFIX, '');
}

/** "(7) Console" for 7 unread, "(99+) Console" for more than 99; the bare title for none. */
export function titleWithUnread(title: string, unreadCount: number): string {
  const base = stripUnreadPrefix(title);
  return unreadCount >= 1 ? `(${unreadLabel(unreadCount)}) ${base}` : base;
}
