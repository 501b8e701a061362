/**
 * A server-given link if it is an absolute http(s) URL, else undefined: a `javascript:` or `data:`
 * link from a compromised or buggy backend must never become clickable.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
