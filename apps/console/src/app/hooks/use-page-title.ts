import { useEffect, useRef, useState } from 'react';

/** A page has settled once its area has not changed for this long; then its heading is said. */
const SETTLED_MS = 300;
/** A page that keeps changing (data arriving) is said after this long at the latest. */
const LONGEST_WAIT_MS = 3000;

const headingOf = (main: HTMLElement) => main.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The tab title names the page (WCAG 2.4.2): "<the page's heading> · <product>", or the product alone
 * while a page has no heading. Read from the page's own `h1`, so it is in the page's language and
 * follows pages that load later or rename themselves. The bell's "(N) " prefix stays in front.
 */
export function usePageTitle(productName: string, doc: Document = document): void {
  useEffect(() => {
    const main = doc.getElementById('main-content');
    if (!main) return undefined;
    const apply = () => {
      const heading = headingOf(main);
      const bare = heading && heading !== productName ? `${heading} · ${productName}` : productName;
      // Keep the bell's unread prefix, "(N) " or "(99+) " (notifications' unread-title.ts), in front.
      const prefix = /^\((?:\d{1,2}|99\+)\) /.exec(doc.title)?.[0] ?? '';
      if (doc.title !== prefix + bare) doc.title = prefix + bare;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [doc, productName]);
}

/**
 * The heading of the page each navigation after the first led to, for a polite live region: a screen
 * reader hears where a menu click led, as a page load would say. The new page may come later than its
 * address (a lazy page), so its heading is said once the page area has settled. Its own state, so
 * saying a page re-renders the live region alone, not the shell.
 */
export function usePageArrival(pathname: string, doc: Document = document): string {
  const [arrived, setArrived] = useState('');
  const firstPath = useRef(pathname);
  useEffect(() => {
    const main = doc.getElementById('main-content');
    if (!main || pathname === firstPath.current) return undefined;
    const say = () => {
      const heading = headingOf(main);
      if (heading) setArrived(heading);
      stop();
    };
    let settled = setTimeout(say, SETTLED_MS);
    const latest = setTimeout(say, LONGEST_WAIT_MS);
    const observer = new MutationObserver(() => {
      clearTimeout(settled);
      settled = setTimeout(say, SETTLED_MS);
    });
    const stop = () => {
      observer.disconnect();
      clearTimeout(settled);
      clearTimeout(latest);
    };
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    return stop;
  }, [doc, pathname]);
  return arrived;
}
