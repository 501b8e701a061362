// What a call's address and headers are made of (contract §1, §2). No dependencies: the console's
// first module uses it before the rest of the app has loaded (early-calls.ts).
import { readToken } from './storage.ts';

export type QueryValue = string | number | boolean | undefined | null;

export function newTraceId(): string {
  return crypto.randomUUID();
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
