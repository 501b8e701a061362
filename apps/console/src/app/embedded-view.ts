/**
 * A console page framed by a page of the console's own origin (the switch modal of spec 000 §4.6, the
 * user-level MFA page and the `toggleFullModal` overlay of spec 002 frame same-origin pages, which a
 * static host answers with the console): its chrome-less variant. The framing window already runs the
 * header, the menu, the notification socket and the session timers (which hear the activity of its
 * same-origin frames); a second copy inside the frame would open a second socket and run a second
 * idle clock, and show a console inside the console.
 */
export function isEmbeddedView(win: Window = window): boolean {
  if (win.parent === win) return false;
  try {
    return win.parent.location.origin === win.location.origin;
  } catch {
    // Another origin's frame cannot be read, and may not frame the console (its CSP: frame-ancestors 'self').
    return false;
  }
}

let embeddedView: boolean | undefined;

/** `isEmbeddedView` of this document, decided once: being framed does not change while it lives. */
export function inEmbeddedView(): boolean {
  embeddedView ??= isEmbeddedView();
  return embeddedView;
}
