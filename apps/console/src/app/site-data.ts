/**
 * Whether this page may use the browser's site storage. Where the user blocks site data for the
 * site, merely reading `window.localStorage` throws: the console then cannot keep a session (the
 * token lives there, contract §5), and says so instead of sending the user round the sign-on.
 */
export function siteDataAllowed(win: Pick<Window, 'localStorage'> = window): boolean {
  try {
    return win.localStorage != null;
  } catch {
    return false;
  }
}
