import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';

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
