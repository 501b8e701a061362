// One factory for the calls that answer one record as `{ data: record }`: every such call gets the
// same intent-named variants, so stories and tests can drive each panel through every state.
import { HttpResponse, type PathParams } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, type Method, readFailures, readJson, route } from '../respond.ts';
import { wantsNotFound } from './fixture-kit.ts';

export interface HandlerInput {
  request: Request;
  params: PathParams;
}

/** Readers for where a call carries its identifier. */
export const fromBody =
  (field: string) =>
  async ({ request }: HandlerInput) => {
    const value = (await readJson(request))[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
const fromParam =
  (name: string) =>
  async ({ params }: HandlerInput) => {
    const value = params[name];
    return typeof value === 'string' ? value : '';
  };
export const fromQuery =
  (name: string) =>
  async ({ request }: HandlerInput) =>
    new URL(request.url).searchParams.get(name) ?? '';

/** The answer to an unknown object. The specification does not show one; a 404 reads as "no data". */
const notFoundResponse = () => errorResponse(404, { message: 'Object not found' });

export interface RecordCallOptions {
  method: Method;
  path: string;
  readId: (info: HandlerInput) => Promise<string>;
  /** The record for this identifier, or a Response (e.g. a 400 for an unreadable identifier). */
  record: (id: string, state: MockState, info: HandlerInput) => unknown;
  /** The record's fixture variants behind the `empty` and `long` handlers. */
  variants: { empty: () => unknown; long: () => unknown };
}

export function recordCall({ method, path, readId, record, variants }: RecordCallOptions) {
  const answer = (body: unknown) => route(method, path, () => HttpResponse.json({ data: body }));
  return {
    /** Happy path, answering the requested object; an identifier containing "notfound" gets the 404. */
    default: (state: MockState) =>
      route(method, path, async (info) => {
        const id = await readId(info);
        if (wantsNotFound(id)) return notFoundResponse();
        const result = record(id, state, info);
        return result instanceof Response ? result : HttpResponse.json({ data: result });
      }),
    /** A given record, for stories that need a specific one. */
    custom: (body: unknown) => answer(body),
    empty: () => answer(variants.empty()),
    long: () => answer(variants.long()),
    notFound: () => route(method, path, notFoundResponse),
    ...readFailures(method, path, { message: 'detail service unavailable' }),
  };
}

type Variants = RecordCallOptions['variants'];

/** A GET naming its object in a path parameter; the record is made for that identifier as of the mock clock. */
export const recordByParam = (path: string, param: string, sample: (id: string, now: number) => unknown, variants: Variants) =>
  recordCall({ method: 'get', path, readId: fromParam(param), record: (id, state) => sample(id, state.now()), variants });

/** A GET naming its object in a query parameter it cannot do without: a 400 when it is missing or empty. */
export const recordByRequiredQuery = (path: string, name: string, sample: (value: string) => unknown, variants: Variants) =>
  recordCall({
    method: 'get',
    path,
    readId: fromQuery(name),
    record: (value) => (value ? sample(value) : errorResponse(400, { message: `${name} is required` })),
    variants,
  });
