// The pages contract §1 gives the backend: sign-on, sign-off, the logout and info pages. The console
// only navigates to them.
import { randomBytes } from 'node:crypto';
import type { Answer } from './route.ts';
import { shellPages } from './shell-pages.ts';

const page = (title: string, body: string): Answer => ({
  contentType: 'text/html; charset=utf-8',
  text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`,
});

/** Only a same-origin path may be a return address. */
function samePath(go: string | null): string {
  return go && go.startsWith('/') && !go.startsWith('//') && !go.startsWith('/\\') ? go : '/';
}

export function backendPages(url: URL, tokens: Set<string>): Answer | undefined {
  switch (url.pathname) {
    case '/saml/ssoLogin': {
      const token = `sb-${randomBytes(6).toString('hex')}`;
      tokens.add(token);
      const go = samePath(url.searchParams.get('go'));
      return page(
        'Second backend sign-on',
        `<h1>Signing in</h1><script>localStorage.setItem('token', ${JSON.stringify(token)}); location.replace(${JSON.stringify(go)});</script>`,
      );
    }
    case '/saml/ssoLogout':
      return page('Second backend sign-off', '<h1>Signed off</h1>');
    case '/logout.html':
      return page('Signed out', `<h1>Signed out</h1><p id="reason">${url.searchParams.get('t') === null ? '' : `t=${encodeURIComponent(url.searchParams.get('t') ?? '')}`}</p>`);
    case '/info.html':
      return page('Service error', '<h1>Service error</h1><p>The service could not answer.</p>');
    default:
      return shellPages(url);
  }
}
