// The headers a hardened static host sends with the console's production build (README "Serving the
// production build" shows the same policy for nginx). The build has no inline script and loads
// everything from its own origin, so the policy can be strict without hashes or nonces:
//   - scripts only from the origin; no plugins; no <base> rewriting; no framing by other sites;
//   - calls to the origin and to the notification socket (contract §8);
//   - frames of the origin only (the switch pages and the overlays' same-origin pages, spec 000 §4.6,
//     spec 002 §2.1);
//   - styles: Chakra's styling engine (emotion) inserts <style> elements at run time and React sets
//     `style` attributes, which CSP cannot allow by origin — so style-src alone needs 'unsafe-inline'.
//     Script stays strict; inline styles cannot run code.
//   - images: the origin, data: URIs and https: — a tenant's logo (auth.logo) may live on its CDN.

export interface SecurityHeaderOptions {
  /** Origins of the notification socket (`ws:`/`wss:`), when they are not the page's own. */
  socketOrigins?: readonly string[];
}

export function contentSecurityPolicy({ socketOrigins = [] }: SecurityHeaderOptions = {}): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...socketOrigins],
    ['frame-src', "'self'"],
    ['worker-src', "'none'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every header of a hardened static host, for the console's files and its `index.html` fallback. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    // The older spelling of frame-ancestors, for browsers that predate it.
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()',
  };
}

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The socket origins of a page served under `host`: the mock's socket is on its own origin
 * (`'self'` covers it in CSP Level 3 browsers; older ones need the ws: origin named). A malformed
 * Host header adds nothing.
 */
export function sameHostSocketOrigins(host: string | undefined): string[] {
  return host && HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
}
