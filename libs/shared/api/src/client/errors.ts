/** A non-2xx answer. Error-body fields follow contract §3; a body without them reads as "any other error". */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly path: string,
    readonly traceId: string,
    readonly body: unknown,
  ) {
    super(`HTTP ${status} on ${path}`);
  }

  /** `error.number` of the body (shell 401 4011403, internal auth 4006031/2, threat intelligence 4004xx). */
  get errorNumber(): number | undefined {
    return readNumber(this.body, 'error', 'number');
  }
  /** `error.code` of the body (sign-ins generation 79xxxxx). */
  get errorCode(): number | undefined {
    return readNumber(this.body, 'error', 'code');
  }
  /** `info.number` of the body (threat-actor trigger 132xxx). */
  get infoNumber(): number | undefined {
    return readNumber(this.body, 'info', 'number');
  }
}

/** The server answered 2xx but with data that does not fit the expected shape. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    readonly path: string,
    readonly traceId: string,
    readonly issues: string,
  ) {
    super(`Unexpected response from ${path}: ${issues}`);
  }
}

/**
 * The server answered 2xx for one record but held none (`null`, an empty object, or an envelope whose
 * `data` is null, missing or empty): the specification does not say how a backend answers an unknown
 * object, so this reads as "no such object", like a 404.
 */
export class NoRecordError extends Error {
  override readonly name = 'NoRecordError';
  constructor(
    readonly path: string,
    readonly traceId: string,
  ) {
    super(`No record in the answer from ${path}`);
  }
}

/** The request never got an answer (offline, DNS, aborted by timeout). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly path: string,
    readonly traceId: string,
    override readonly cause: unknown,
    /** No answer came within the request's time limit (request.ts). */
    readonly timedOut = false,
  ) {
    super(timedOut ? `No answer in time on ${path}` : `Network failure on ${path}`);
  }
}

type RequestError = ApiError | ResponseShapeError | NetworkError;

function isRequestError(error: unknown): error is RequestError {
  return error instanceof ApiError || error instanceof ResponseShapeError || error instanceof NetworkError;
}

/** The trace id a user should quote to support, when the error carries one. */
export function traceIdOf(error: unknown): string | undefined {
  return isRequestError(error) ? error.traceId : undefined;
}

function readNumber(body: unknown, outer: string, inner: string): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const container = (body as Record<string, unknown>)[outer];
  if (!container || typeof container !== 'object') return undefined;
  const value = (container as Record<string, unknown>)[inner];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}
