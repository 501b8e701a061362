import { z } from 'zod/mini';
import { isPlainObject } from '@soc/util';
import { installClassicZodMessages } from './zod-config.ts';
import { ApiError, NetworkError, NoRecordError, ResponseShapeError } from './errors.ts';
import { reportHttpError } from './http-policy.ts';
import { takeEarlyCall } from './early-calls.ts';
import { readToken } from './storage.ts';
import { buildUrl, callHeaders, type QueryValue } from './url.ts';
import { noteServerDate } from './server-clock.ts';

installClassicZodMessages();

/**
 * A call that has not answered in this long has failed: the screen that waits on it shows its error
 * state with the trace id and Retry instead of a spinner that never ends (the spec sets no limit).
 */
const REQUEST_TIMEOUT_MS = 30_000;

export interface RequestOptions<S extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Same-origin path (contract §1), optionally with its own query string. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra headers; a caller-supplied `X-Trace-Id` is kept (contract §2). */
  headers?: Record<string, string>;
  /** Parses the answer at the edge: bad data becomes a `ResponseShapeError`, never a crash later. */
  schema: S;
  /**
   * The schema has an async step (a long list parsed in slices, sliced-list.ts). Only then is the answer
   * parsed asynchronously: in async mode zod's unions may take a later branch that settled first.
   */
  asyncSchema?: boolean;
  /** The answer is one record (a detail panel's): a 2xx that holds none is a `NoRecordError`, read as "no such object". */
  record?: boolean;
  signal?: AbortSignal;
  /** Milliseconds before the call is given up as a `NetworkError` with `timedOut` (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** A `.` or `..` segment of a path (its query left aside), as the URL parser reads one: `%2e` is a dot, `\` a slash. */
const DOT_SEGMENT = /[/\\](?:\.|%2e){1,2}(?:[/\\]|$)/i;
const pathPart = (path: string) => path.split(/[?#]/, 1)[0] ?? path;

/** The one way the console talks to its backend. */
export async function request<S extends z.core.$ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
  const { method = 'GET', path, query, body, schema, signal } = options;
  const token = readToken();
  const url = buildUrl(path, query);
  // The frame's calls may already be on their way from the first module (early-calls.ts).
  const early = method === 'GET' && !options.headers ? takeEarlyCall(url, token) : undefined;
  const headers = callHeaders(early ? { 'X-Trace-Id': early.traceId } : options.headers, token);
  const traceId = headers.get('X-Trace-Id') as string;
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  // An id of `.` or `..` (even encoded) would take the call a folder up, token and all: no such record.
  if (DOT_SEGMENT.test(pathPart(path))) throw new NoRecordError(path, traceId);

  // A timer of the page's own (not AbortSignal.timeout), so fake clocks drive it in tests too.
  const timeout = new AbortController();
  const limitMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const timer = setTimeout(() => timeout.abort(new DOMException(`No answer in ${limitMs} ms`, 'TimeoutError')), limitMs);
  let response: Response;
  let payload: unknown;
  try {
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal, credentials: 'same-origin' as const };
    // An early call was started without this timer: the wait for it is bounded instead.
    response = await untilAborted(early?.response ?? fetch(url, init), timeout.signal);
    // An early call's answer may have waited: its Date is not "now".
    if (!early) noteServerDate(response.headers.get('Date'));
    payload = await untilAborted(readBody(response), timeout.signal);
  } catch (cause) {
    throw new NetworkError(path, traceId, cause, timeout.signal.aborted);
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    const error = new ApiError(response.status, path, traceId, payload);
    reportHttpError(error);
    throw error;
  }
  if (options.record && holdsNoRecord(payload)) throw new NoRecordError(path, traceId);
  const parsed = options.asyncSchema ? await z.safeParseAsync(schema, payload) : z.safeParse(schema, payload);
  if (!parsed.success) {
    throw new ResponseShapeError(path, traceId, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

/** `work`, or its signal's reason once the signal aborts first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Nothing, an empty object, or an envelope whose `data` is nothing or an empty object. */
function holdsNoRecord(payload: unknown): boolean {
  const record = isPlainObject(payload) && 'data' in payload ? payload['data'] : payload;
  return record === null || record === undefined || record === '' || (isPlainObject(record) && Object.keys(record).length === 0);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
