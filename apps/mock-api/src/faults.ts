// Injected faults: "the next 2 GET /ui/uic/v3/auth answer 500", "everything under /public/svp/ takes 3 s".
// A fault applies before authentication and before the MSW handlers.
import { isRecord } from './http-util.ts';

export interface FaultSpec {
  /** GET, POST… ; missing means any method. */
  method?: string;
  /** An exact pathname, or a prefix ending with `*`. */
  path: string;
  /** Answer with this status. Missing: only delay (`latencyMs`), then answer normally. */
  status?: number;
  /** Response body: an object or array is sent as JSON, a string as is (to test "not JSON"). */
  body?: unknown;
  latencyMs?: number;
  /** How many requests it applies to; missing means until cleared. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Requests it still applies to; `null` = unlimited. */
  remaining: number | null;
  hits: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

export function parseFaultSpec(input: unknown): ParseResult<FaultSpec> {
  if (!isRecord(input)) return { ok: false, error: 'Expected a JSON object' };
  const { method, path, status, body, latencyMs, times } = input;
  if (typeof path !== 'string' || !path.startsWith('/')) return { ok: false, error: '`path` must be a pathname starting with "/" (a prefix may end with "*")' };
  const spec: FaultSpec = { path };
  if (method !== undefined && method !== null && method !== '') {
    if (typeof method !== 'string' || !METHODS.has(method.toUpperCase())) return { ok: false, error: '`method` must be an HTTP method' };
    spec.method = method.toUpperCase();
  }
  if (status !== undefined && status !== null) {
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) return { ok: false, error: '`status` must be an integer from 200 to 599' };
    spec.status = status;
  }
  if (latencyMs !== undefined && latencyMs !== null) {
    if (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0) return { ok: false, error: '`latencyMs` must be a number ≥ 0' };
    spec.latencyMs = latencyMs;
  }
  if (times !== undefined && times !== null) {
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return { ok: false, error: '`times` must be an integer ≥ 1' };
    spec.times = times;
  }
  if (spec.status === undefined && spec.latencyMs === undefined) return { ok: false, error: 'Give `status`, `latencyMs` or both' };
  if (body !== undefined) spec.body = body;
  return { ok: true, value: spec };
}

export function pathMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, remaining: spec.times ?? null, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  /** The most recently added matching fault, counted as used. */
  take(method: string, pathname: string): Fault | undefined {
    for (let i = this.faults.length - 1; i >= 0; i--) {
      const fault = this.faults[i];
      if (!fault) continue;
      if (fault.method && fault.method !== method) continue;
      if (!pathMatches(fault.path, pathname)) continue;
      fault.hits++;
      if (fault.remaining !== null) {
        fault.remaining--;
        if (fault.remaining <= 0) this.faults.splice(i, 1);
      }
      return { ...fault };
    }
    return undefined;
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length !== before;
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }
}

/** The response a fault answers with. */
export function faultResponse(fault: Fault): Response {
  const status = fault.status ?? 500;
  if (status === 204 || status === 205 || status === 304) return new Response(null, { status });
  if (typeof fault.body === 'string') {
    return new Response(fault.body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const body = fault.body !== undefined ? fault.body : status >= 400 ? { error: { number: status, message: `Injected fault: HTTP ${status}` } } : {};
  return Response.json(body, { status });
}
