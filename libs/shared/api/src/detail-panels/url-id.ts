// Spec 001 §5: "A URL identifier in calls is base64 without padding": the standard alphabet
// (RFC 4648 §4, with '+' and '/'), as the specification says and any base64 decoder reads. Where the
// identifier is a path segment (the reputation report, `vt/report/url/{id}`), the caller
// percent-encodes it, so a '/' does not split the path.

/** UTF-8 bytes of `url` as unpadded base64 (`http://example.com/` → `aHR0cDovL2V4YW1wbGUuY29tLw`). */
export function encodeUrlId(url: string): string {
  const bytes = new TextEncoder().encode(url);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '');
}

/** The reverse of `encodeUrlId`; also reads the URL-safe alphabet and padded input. `undefined` if it is not base64. */
export function decodeUrlId(id: string): string | undefined {
  const standard = id.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(standard) || standard.length % 4 === 1) return undefined;
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
