// Schema helpers for reading servers we do not control: tolerate extra and missing fields,
// reject only what we cannot make sense of.
import { z } from 'zod';

/** Accepts `{ data: X }` or a bare `X` — the specification names the record but not always its envelope. */
export function dataOrSelf<S extends z.ZodType>(schema: S) {
  return z.union([z.looseObject({ data: schema }).transform((v) => v.data as z.output<S>), schema]);
}

/** A 0/1 (or boolean) server flag, read as a number; anything else is 0. */
export const flag01 = z.union([z.number(), z.boolean(), z.string()]).transform((v) => (v === 1 || v === true || v === '1' ? 1 : 0)).catch(0);

/** Optional text that may arrive as null or a number. */
export const optText = z.union([z.string(), z.number()]).transform(String).nullish().catch(undefined);
export const optNumber = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).nullish().catch(undefined);
export const optBool = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean).nullish().catch(undefined);
/** A list that may be missing or null; bad entries are an error, an absent list is empty. */
export const listOf = <S extends z.ZodType>(item: S) => z.array(item).nullish().transform((v) => v ?? []);
/** A list of strings that tolerates null entries and numbers. */
export const textList = z.array(z.union([z.string(), z.number()]).nullish()).nullish().transform((v) => (v ?? []).filter((x): x is string | number => x != null).map(String)).catch([]);

/** Any answer; used for calls whose body the specification says is "not shown". */
export const anyBody = z.unknown();
