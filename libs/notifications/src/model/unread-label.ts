/** Above this the bell's badge and the tab title read "99+" (the bell's accessible name keeps the exact count). */
const UNREAD_LABEL_MAX = 99;

/** The unread count as the badge and the tab title show it: "7", or "99+" for more than 99. */
export function unreadLabel(unreadCount: number): string {
  return unreadCount > UNREAD_LABEL_MAX ? `${UNREAD_LABEL_MAX}+` : String(Math.floor(unreadCount));
}
