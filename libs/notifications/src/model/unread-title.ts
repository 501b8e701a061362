// Beyond the spec (issue 4): the unread count in the tab title, "(N) <title>".
const UNREAD_PREFIX = /^\(\d+\) /;

/** The title without an unread prefix this module added. */
export function stripUnreadPrefix(title: string): string {
  return title.replace(UNREAD_PREFIX, '');
}

/** "(7) Console" for 7 unread; the bare title for none. */
export function titleWithUnread(title: string, unreadCount: number): string {
  const base = stripUnreadPrefix(title);
  return unreadCount > 0 ? `(${unreadCount}) ${base}` : base;
}
