import { useEffect, useRef } from 'react';
import { stripUnreadPrefix, titleWithUnread } from '../model/unread-title.ts';

/**
 * Shows the unread count in the tab title as "(N) <title>" and restores the bare title on unmount.
 * When something else changes the title (a route), the prefix is put back in front of the new one.
 */
export function useUnreadTitle(unreadCount: number, doc: Document = document): void {
  const countRef = useRef(unreadCount);

  useEffect(() => {
    const apply = () => {
      const next = titleWithUnread(doc.title, countRef.current);
      if (doc.title !== next) doc.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(doc.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      doc.title = stripUnreadPrefix(doc.title);
    };
  }, [doc]);

  useEffect(() => {
    countRef.current = unreadCount;
    const next = titleWithUnread(doc.title, unreadCount);
    if (doc.title !== next) doc.title = next;
  }, [doc, unreadCount]);
}
