/**
 * The address to frame when `url` (absolute or relative) points at a page of the console's own
 * origin, else `undefined`. Relative paths resolve against the origin; `javascript:`, `data:`,
 * `blob:` and other origins are refused. The result keeps path, query and hash only.
 */
export function resolveSameOriginUrl(url: string, origin: string): string | undefined {
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, `${origin}/`);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (parsed.origin !== origin) return undefined;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * Sandbox of the framed console pages: they run their own scripts and forms under the console's
 * origin (session token, API calls), may open new windows and download files, and may not
 * navigate the console itself (no `allow-top-navigation`). With same-origin content this is a
 * guard against accidental top navigation, not an isolation boundary: only same-origin pages
 * are ever framed.
 */
export const EMBEDDED_PAGE_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';
