import { useEffect } from 'react';

/**
 * The tab title names the page (WCAG 2.4.2): "<the page's heading> · <product>", or the product alone
 * while a page has no heading. Read from the page's own `h1`, so it is in the page's language and
 * follows pages that load later or rename themselves. The bell's "(N) " prefix is put back by its own
 * hook when the title changes.
 */
export function usePageTitle(productName: string, doc: Document = document): void {
  useEffect(() => {
    const main = doc.getElementById('main-content');
    if (!main) return undefined;
    const apply = () => {
      const heading = main.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const bare = heading && heading !== productName ? `${heading} · ${productName}` : productName;
      // Keep the bell's unread prefix, "(N) ", in front.
      const prefix = /^\(\d+\) /.exec(doc.title)?.[0] ?? '';
      if (doc.title !== prefix + bare) doc.title = prefix + bare;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [doc, productName]);
}
