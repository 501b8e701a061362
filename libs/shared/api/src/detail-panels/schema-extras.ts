// Schema pieces the detail-panel calls share on top of ../client/schema.ts. Kept inside this
// section so other sections' exports are not affected.
import { z } from 'zod/mini';
import { isPlainObject } from '@soc/util';
import { optText, textList } from '../client/schema.ts';
import { serverTimeText } from '../client/server-time.ts';


/**
 * A record the specification names without its envelope: `{ data: record }` or the bare record.
 * Unlike a plain union, a `data` key that holds no object is a wrong shape (not an empty record),
 * so `{ data: 'oops' }` or `{ data: null }` fail instead of parsing as "every field missing".
 */
export function recordEnvelope<S extends z.core.$ZodType>(schema: S) {
  // zod/mini has no `preprocess`: classic's is this same pipe (a transform feeding the schema).
  return z.pipe(z.transform((input: unknown) => (isPlainObject(input) && 'data' in input ? input.data : input)), schema);
}

/**
 * A point in time as the server sent it (`serverTimeText`): an ISO instant, or a calendar day kept as
 * one; missing, placeholder or unreadable values become `undefined` so the panel shows a dash.
 */
export const optTimestamp = z.catch(
  z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => serverTimeText(v))),
  undefined,
);

/** A value the server may send as one text or a list of texts; read as a list. */
export const textOrList = z.catch(
  z.pipe(z.nullish(z.union([z.pipe(z.string(), z.transform((v) => (v ? [v] : []))), textList])), z.transform((v) => v ?? [])),
  [],
);

/** A case-insensitive enumeration; anything else (or nothing) reads as `undefined`.
 * (`z.optional` before the transform keeps the key optional on input: zod 4 otherwise requires it.) */
export function looseEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((v): T[number] | undefined => {
      if (typeof v !== 'string') return undefined;
      const wanted = v.trim().toLowerCase();
      return values.find((candidate) => candidate.toLowerCase() === wanted);
    }),
  );
}

/** An `{ id, name }` pair as the intelligence and MITRE lists carry them. */
export const namedRef = z.looseObject({ id: optText, name: optText });
