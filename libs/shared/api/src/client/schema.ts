// Schema helpers for reading servers we do not control: tolerate extra and missing fields,
// reject only what we cannot make sense of.
// zod/mini (functional API) rather than classic zod: its pieces tree-shake out of the initial bundle.
import { z } from 'zod/mini';
import { installClassicZodMessages } from './zod-config.ts';
import { capLabel } from '@soc/util';
import { entryReader } from './entry-reader.ts';

installClassicZodMessages();

/** Accepts `{ data: X }` or a bare `X` — the specification names the record but not always its envelope. */
export function dataOrSelf<S extends z.core.$ZodType>(schema: S) {
  return z.union([z.pipe(z.looseObject({ data: schema }), z.transform((v) => v.data as z.output<S>)), schema]);
}

/**
 * A 2xx with no body (a 204, an empty 200, or `null`) read as `empty`: "No Content" for a list says there
 * is nothing in it, not that the call failed. Any other answer goes to `schema` as it is.
 */
export function noBodyAs<S extends z.core.$ZodType>(empty: z.input<S>, schema: S) {
  return z.pipe(
    z.transform((value: unknown): unknown => value ?? empty),
    schema,
  );
}

/** A 0/1 (or boolean) server flag, read as a number; anything else is 0. */
export const flag01 = z.catch(
  z.pipe(z.union([z.number(), z.boolean(), z.string()]), z.transform((v) => (v === 1 || v === true || v === '1' ? 1 : 0))),
  0,
);

/**
 * Optional text that may arrive as null or a number; anything else is absent. One transform instead of
 * the equivalent catch(nullish(pipe(union, transform))): it is the most used field schema (five fields
 * of each of up to 500 notifications), and the composed form took three times as long to parse.
 */
export const optText = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): string | null | undefined => {
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
      return value === null ? null : undefined;
    }),
  ),
);
/** `optText` for a name or title shown in the frame, cut at MAX_LABEL_LENGTH (`capLabel`). */
export const labelText = z.pipe(
  optText,
  z.transform((value) => (typeof value === 'string' ? capLabel(value) : value)),
);
/** A number, or a number written as decimal text; anything else (also text too long to be finite) is no data. */
export const optNumber = z.catch(
  z.nullish(z.union([z.number(), z.pipe(z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)), z.number())])),
  undefined,
);
export const optBool = z.catch(z.nullish(z.pipe(z.union([z.boolean(), z.literal(0), z.literal(1)]), z.transform((v) => Boolean(v)))), undefined);
/**
 * An optional nested object: null stays null; missing or malformed (not an object, or a field its shape
 * rejects) reads as undefined, so one bad group does not fail the whole record. Extra keys are kept.
 */
export const optObject = <T extends z.core.$ZodShape>(shape: T) => z.catch(z.nullish(z.looseObject(shape)), undefined);
/**
 * A list field of a record: the entries it can read. A missing, null or malformed list is empty and an
 * unreadable entry (a null, a number where an object belongs) is left out, so one bad part of an answer
 * does not fail the whole record, as with `optObject`.
 */
export const listOf = <S extends z.core.$ZodType>(item: S) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value): z.output<S>[] => {
      const reader = entryReader(item);
      if (Array.isArray(value)) value.forEach(reader.add);
      return reader.read;
    }),
  );

/**
 * The list an answer is made of (a table's rows): the entries it can read. An unreadable entry is left
 * out; an answer that is no list, or whose entries are all unreadable, is bad data (an error state, not
 * an empty table that would say "none"). Missing or null is empty.
 */
export const entriesOf = <S extends z.core.$ZodType>(item: S) =>
  z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((entries, context) => {
      const reader = entryReader(item);
      (entries ?? []).forEach(reader.add);
      return reader.result(context);
    }),
  );

/** A list of strings that tolerates null entries and numbers. */
export const textList = z.catch(
  z.pipe(
    z.nullish(z.array(z.nullish(z.union([z.string(), z.number()])))),
    z.transform((v) => (v ?? []).filter((x): x is string | number => x != null).map(String)),
  ),
  [],
);

/** Any answer; used for calls whose body the specification says is "not shown". */
export const anyBody = z.unknown();
