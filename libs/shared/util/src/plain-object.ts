/**
 * A JSON-like object: not null and not a list. `typeof` holds across realms (an embedded page's
 * objects), where `instanceof Object` would not.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
