import { readStoredJson, STORAGE_KEYS } from '../client/storage.ts';

/** Contract §6: the stored allowed ids, or undefined when no list was stored yet. */
export function readAllowedIds(): ReadonlySet<string> | undefined {
  const value = readStoredJson(STORAGE_KEYS.allowedIds);
  return Array.isArray(value) ? new Set(value.map(String)) : undefined;
}

/**
 * Spec 000 §4.1: a page with menu keys is allowed when no list is stored yet, or when one of its
 * keys is in the list (which already holds the pre-release ids).
 */
export function isRouteAllowed(keys: readonly string[] | undefined, allowed: ReadonlySet<string> | undefined): boolean {
  if (!keys?.length || !allowed) return true;
  return keys.some((k) => allowed.has(k));
}
