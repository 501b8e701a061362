/**
 * Another site, or a page outside the console, opens in a new window that cannot reach back into the
 * console (`noopener`) and is not told where it came from (`noreferrer`). `open` is `window.open`,
 * looked up at the call so a test's stub of it is used.
 */
export function openInNewWindow(url: string, open: Window['open'] = window.open.bind(window)): void {
  open(url, '_blank', 'noopener,noreferrer');
}
