import { http, HttpResponse, type HttpHandler, type HttpResponseResolver, type PathParams, type RequestHandler } from 'msw';
import type { MockState } from './state.ts';

interface ErrorFields {
  number?: number;
  code?: number;
  infoNumber?: number;
  message?: string;
}

/** Error bodies as contract §3 fixes them. */
export function errorResponse(status: number, fields: ErrorFields = {}) {
  const body: Record<string, unknown> = {};
  if (fields.number !== undefined || fields.code !== undefined || fields.message !== undefined) {
    body.error = { number: fields.number, code: fields.code, message: fields.message ?? `HTTP ${status}` };
  }
  if (fields.infoNumber !== undefined) body.info = { number: fields.infoNumber };
  return HttpResponse.json(body, { status });
}

/** A 200 whose body is not what the contract promises: the console must show a clear state, not crash. */
export function badDataResponse() {
  return HttpResponse.json({ data: 'definitely-not-the-expected-shape', unexpected: [1, 2, 3] });
}

/** A response that never settles, for "loading" stories. */
export function neverResponds(): Promise<never> {
  return new Promise<never>(() => {
    // intentionally never settles
  });
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type Method = 'get' | 'post';

export const route = (method: Method, path: string, resolver: HttpResponseResolver): HttpHandler =>
  method === 'get' ? http.get(path, resolver) : http.post(path, resolver);

/**
 * The failure variants of a call, to spread into its handler object: an HTTP error (500 unless given,
 * with `fields` in its contract body) and an answer that never comes.
 */
export const failures = (method: Method, path: string, fields?: ErrorFields) => ({
  serverError: (status = 500) => route(method, path, () => errorResponse(status, fields)),
  loading: () => route(method, path, neverResponds),
});

/** `failures` plus `badData`, for calls whose answer the console reads. */
export const readFailures = (method: Method, path: string, fields?: ErrorFields) => ({
  ...failures(method, path, fields),
  badData: () => route(method, path, badDataResponse),
});

/** What the one field of a small POST body must hold, and the 400's words (after the field's name) when it does not. */
export interface FieldRule<T> {
  read: (value: unknown) => T | undefined;
  problem: string;
}

export const requiredText: FieldRule<string> = { read: (value) => (typeof value === 'string' && value ? value : undefined), problem: 'is required' };
export const aBoolean: FieldRule<boolean> = { read: (value) => (typeof value === 'boolean' ? value : undefined), problem: 'must be a boolean' };

/**
 * The happy path of a POST whose body carries one field: a 400 naming the field when it breaks `rule`,
 * else `store` keeps its value and the answer is `{}`.
 */
export const oneFieldPost = <T>(path: string, field: string, rule: FieldRule<T>, store: (value: T, params: PathParams) => void = () => undefined) =>
  http.post(path, async ({ request, params }) => {
    const value = rule.read((await readJson(request))[field]);
    if (value === undefined) return errorResponse(400, { message: `${field} ${rule.problem}` });
    store(value, params);
    return HttpResponse.json({});
  });

/** The happy-path handler of each call, in the given order (MSW answers with the first that matches). */
export const happyPaths = (state: MockState, calls: readonly { default: (state: MockState) => RequestHandler }[]): RequestHandler[] =>
  calls.map((call) => call.default(state));
