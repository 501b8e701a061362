// How an area of this backend declares its calls: a method, a path (exact, or a pattern whose groups
// the handler reads) and a handler that returns the answer.
import type { IncomingHttpHeaders } from 'node:http';
import type { StatePatch, TenantState } from './state.ts';

/** The shell's and the dialogs' calls live here (contract §1). */
export const V3 = '/ui/uic/v3/';
/** This backend's notification socket (contract §8 lets it choose): counts gives it as an absolute URL or as this path. */
export const SOCKET_PATH = '/push/v1/stream';

export interface CallContext {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON; undefined when empty or not JSON (`rawBody` holds it). */
  body: unknown;
  rawBody: string;
  /** The pattern's groups for a RegExp path. */
  params: string[];
  state: TenantState;
  /** Replaces the state (a test's change, or a call that changes the tenant, e.g. the language). */
  update(patch: StatePatch): void;
}

export interface Answer {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is, with `contentType` (default text/plain). */
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | RegExp;
  /** Answered without a signed-in token (the public support form). */
  public?: boolean;
  handle(call: CallContext): Answer | Promise<Answer>;
}

export const ok = (json: unknown): Answer => ({ status: 200, json });
/**
 * This backend's envelope for an answer whose shape the specification does not show:
 * `{ code, message, data }`, with any extra fields an area adds (a request id, another message).
 */
export const wrapped = (data: unknown, extra: Record<string, unknown> = {}): Answer => ok({ code: 0, message: 'OK', data, ...extra });
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An error body as contract §3 describes it. */
export const errorNumber = (status: number, number: number, message = 'error'): Answer => ({ status, json: { error: { number, message } } });
export const infoNumber = (status: number, number: number, message = 'error'): Answer => ({ status, json: { info: { number, message } } });
