// Where a notification's link or download link may lead. Server data: only a path on the console,
// or an http(s) address, is ever turned into a link; `javascript:` and the like are dropped.

export type SafeLink =
  /** A path on the console's origin: followed inside the single-page app. */
  | { kind: 'internal'; path: string }
  /** Another site: opened in a new window that cannot reach back (noopener). */
  | { kind: 'external'; href: string };

/** Longer is no link anyone sends: it is dropped, unread. */
const MAX_LINK_LENGTH = 8192;

/**
 * Classifies `raw` against the console's origin. A legacy hash route (`#/app/x`, `/#/app/x`) becomes
 * its clean path (contract §1). Anything that is not a same-origin path or an http(s) URL → undefined.
 */
export function toSafeLink(raw: string | null | undefined, origin: string): SafeLink | undefined {
  const value = raw?.trim();
  if (!value || value.length > MAX_LINK_LENGTH) return undefined;
  // The route inside a hash is a path like any other (`#//host/x` and `/#/\host/x` lead off the origin),
  // unwrapped once: a hash route inside it is no console path.
  const hashRoute = /^\/?#(\/.*)$/.exec(value);
  if (hashRoute?.[1]) {
    const route = resolveAddress(hashRoute[1], origin);
    return route?.kind === 'internal' && !/^\/?#/.test(hashRoute[1]) ? route : undefined;
  }
  return resolveAddress(value, origin);
}

function resolveAddress(value: string, origin: string): SafeLink | undefined {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Judged by where the address resolves, not by how it starts: `/\host` and `/\t/host` are `//host`.
  if (url.origin === origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (!/^https?:\/\//i.test(value)) return undefined;
  return { kind: 'external', href: url.toString() };
}
