// Bridges between node:http and the Fetch API, plus small response helpers.
import type { IncomingMessage, ServerResponse } from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** The Fetch `Request` for a Node request, so MSW handlers can answer it. */
export function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : null });
}

/** Writes a Fetch `Response` to the Node response. */
export async function sendFetchResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || HOP_BY_HOP.has(name)) return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(method === 'HEAD' ? undefined : body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(payload.length),
    'cache-control': 'no-store',
    ...extraHeaders,
  });
  res.end(payload);
}

export function sendHtml(res: ServerResponse, status: number, markup: string, method = 'GET', extraHeaders: Record<string, string> = {}): void {
  const payload = Buffer.from(markup);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(payload.length),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    ...extraHeaders,
  });
  res.end(method === 'HEAD' ? undefined : payload);
}

/** A script of the mock's own pages; nosniff makes browsers insist on its JavaScript type. */
export function sendJavaScript(res: ServerResponse, source: string, method = 'GET'): void {
  const payload = Buffer.from(source);
  res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': String(payload.length),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(method === 'HEAD' ? undefined : payload);
}

/** Contract §3 error body. */
export function errorBody(number: number, message: string): { error: { number: number; message: string } } {
  return { error: { number, message } };
}

export function parseJsonBody(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  if (body.length === 0) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
