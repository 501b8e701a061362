/**
 * Where the focus goes when a drawer closes: back to where it was when the drawer opened — unless the
 * user is already working on the page (the drawer is not modal; an Escape pressed on the page closed
 * it), where it stays.
 */
export function returnFocusAfterClose(opener: HTMLElement | null): void {
  const active = document.activeElement;
  const onPage = active instanceof HTMLElement && active !== document.body && active.isConnected && !active.closest('[role="dialog"]');
  if (!onPage && opener?.isConnected) opener.focus();
}
