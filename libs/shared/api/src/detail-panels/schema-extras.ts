// Schema pieces the detail-panel calls share on top of ../client/schema.ts. Kept inside this
// section so other sections' exports are not affected.
import { z } from 'zod/mini';
import { isPlainObject } from '@soc/util';
import { optText, textList } from '../client/schema.ts';


/**
 * A record the specification names without its envelope: `{ data: record }` or the bare record.
 * Unlike a plain union, a `data` key that holds no object is a wrong shape (not an empty record),
 * so `{ data: 'oops' }` or `{ data: null }` fail instead of parsing as "every field missing".
 */
export function recordEnvelope<S extends z.core.$ZodType>(schema: S) {
  // zod/mini has no `preprocess`: classic's is this same pipe (a transform feeding the schema).
  return z.pipe(z.transform((input: unknown) => (isPlainObject(input) && 'data' in input ? input.data : input)), schema);
}

// Epoch values below this are seconds (external reports use them), above it milliseconds:
// 1e11 s is the year 5138, 1e11 ms is 1973 — no real time is ambiguous.
const SECONDS_LIMIT = 1e11;

function toIso(value: string | number): string | undefined {
  const numeric = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : undefined;
  if (numeric !== undefined) {
    if (!Number.isFinite(numeric) || numeric <= 0) return undefined;
    return isoOf(numeric < SECONDS_LIMIT ? numeric * 1000 : numeric);
  }
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return isoOf(Date.parse(value));
}

// Out-of-range times would make toISOString throw; they read as "no time".
function isoOf(ms: number): string | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * A point in time as an ISO string, whatever the server sent (ISO text, epoch seconds or ms);
 * missing, zero or unreadable values become `undefined` so the panel shows a dash.
 */
export const optTimestamp = z.catch(
  z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v == null ? undefined : toIso(v)))),
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
