// What a call's address and headers are made of (contract §1, §2). No dependencies: the console's
// first module uses it before the rest of the app has loaded (early-calls.ts).
import { readToken } from './storage.ts';

export type QueryValue = string | number | boolean | undefined | null;

/**
 * A fresh UUID v4 for `X-Trace-Id` (contract §2). `crypto.randomUUID` exists on secure origins only
 * (HTTPS, localhost): on a plain-HTTP host the console would not start, so the same UUID is built
 * from `getRandomValues`, which every origin has.
 */
interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  randomUUID?: () => string;
}

export function newTraceId(random: RandomSource = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Any address works as the base: what matters is whether resolving a path leaves it. */
const PATH_BASE = 'https://console.invalid';

/**
 * A path on the console's own origin: it starts with `/` and, resolved as a browser resolves it, stays
 * on that origin. The raw text is not enough: `//host` and `/\\host` lead to another host, and so does
 * `/\t/host`, since the URL parser drops tabs and newlines.
 */
export function isSameOriginPath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  try {
    return new URL(url, PATH_BASE).origin === PATH_BASE;
  } catch {
    return false;
  }
}

/** An address the console may open or link to: http(s), or a same-origin path. Never `javascript:`, `data:` and the like. */
export function isOpenableUrl(url: string): boolean {
  if (isSameOriginPath(url)) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** The headers of every call: a trace id (a caller's is kept), the stored token, JSON accepted. */
export function callHeaders(init: HeadersInit | undefined, token = readToken()): Headers {
  const headers = new Headers(init);
  if (!headers.has('X-Trace-Id')) headers.set('X-Trace-Id', newTraceId());
  if (token) headers.set('X-Auth-Token', token);
  headers.set('Accept', 'application/json');
  return headers;
}
