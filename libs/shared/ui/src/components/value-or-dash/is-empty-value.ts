/** What the console shows for an empty value (spec 2 section 5: "empty values show a dash everywhere"). */
export const EMPTY_VALUE = '-';

/**
 * True for values that would show nothing: null, undefined, blank strings, NaN, booleans (React
 * renders nothing for them; format them as words first) and arrays whose items are all empty.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean') return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isEmptyValue);
  return false;
}

/** The non-empty items of a list value. */
export function nonEmptyItems<T>(values: readonly T[]): T[] {
  return values.filter((value) => !isEmptyValue(value));
}

/** Plain text of a value for copying, when it has one (strings, numbers, lists of them). */
export function plainText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    const parts = nonEmptyItems(value).map(plainText);
    return parts.length > 0 && parts.every((part) => part !== undefined) ? parts.join('\n') : undefined;
  }
  return undefined;
}
