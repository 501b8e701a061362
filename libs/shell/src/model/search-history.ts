// The global search history (spec 000 §2.7, §9; contract §5): earlier keywords stored under
// `searchHistory` as a JSON array of strings, newest first. Pure functions plus a thin storage layer.
import { readStoredJson, STORAGE_KEYS } from '@soc/api';
import { trimBlank } from '@soc/util';

/** How many earlier keywords are kept in storage. */
export const SEARCH_HISTORY_LIMIT = 50;
/** Spec 000 §9: the suggestion list shows up to 10 entries… */
export const SEARCH_SUGGESTION_LIMIT = 10;
/** …once the typed text is longer than 2 characters. */
const SEARCH_SUGGESTION_MIN_CHARS = 3;

/** A `[start, end)` range of UTF-16 offsets in a history keyword. */
export type MatchRange = readonly [start: number, end: number];

export interface HistoryMatch {
  keyword: string;
  /** Every non-overlapping case-insensitive occurrence of the typed text, in order. */
  ranges: readonly MatchRange[];
}

export interface HighlightSegment {
  text: string;
  match: boolean;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

const sameKeyword = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Characters as a person counts them (code points, so an emoji is one). */
const charCount = (text: string) => Array.from(text).length;

/**
 * Cleans a list read from anywhere: strings only, trimmed, no blanks, de-duplicated
 * case-insensitively (the first, i.e. newest, spelling wins), at most `SEARCH_HISTORY_LIMIT`.
 */
export function normaliseHistory(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string') continue;
    const keyword = trimBlank(entry);
    if (!keyword || out.some((kept) => sameKeyword(kept, keyword))) continue;
    out.push(keyword);
    if (out.length === SEARCH_HISTORY_LIMIT) break;
  }
  return out;
}

/** Puts `keyword` first, removing an earlier equal entry (case-insensitive); blank text changes nothing. */
export function addToHistory(history: readonly string[], keyword: string): string[] {
  const trimmed = trimBlank(keyword);
  if (!trimmed) return [...history];
  return normaliseHistory([trimmed, ...history.filter((entry) => !sameKeyword(entry, trimmed))]);
}

/** The stored history; anything unreadable is an empty history, never a throw. */
export function readSearchHistory(storage: ReadableStorage = localStorage): string[] {
  return normaliseHistory(readStoredJson(STORAGE_KEYS.searchHistory, storage));
}

/** Stores the history; a full or disabled storage loses the entry silently (the search still runs). */
export function writeSearchHistory(history: readonly string[], storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.searchHistory, JSON.stringify(history.slice(0, SEARCH_HISTORY_LIMIT)));
  } catch {
    // Storage unavailable: history is a convenience, not part of the search.
  }
}

/** Reads, adds `keyword` at the front, writes back; returns the new history. */
export function recordSearch(keyword: string, storage: WritableStorage = localStorage): string[] {
  const next = addToHistory(readSearchHistory(storage), keyword);
  writeSearchHistory(next, storage);
  return next;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the typed text is long enough to look up the history (more than 2 characters, trimmed). */
export function isLongEnoughForHistory(text: string): boolean {
  return charCount(trimBlank(text)) >= SEARCH_SUGGESTION_MIN_CHARS;
}

/**
 * Earlier keywords that contain the typed text (trimmed, case-insensitive), newest first, at most
 * `limit` (10). Nothing until the text is longer than 2 characters. Each match carries the ranges to highlight.
 */
export function matchHistory(text: string, history: readonly string[], limit: number = SEARCH_SUGGESTION_LIMIT): HistoryMatch[] {
  const needle = trimBlank(text);
  if (!isLongEnoughForHistory(needle)) return [];
  // A case-insensitive Unicode regular expression keeps offsets in the original string
  // (lower-casing first could change lengths, e.g. "İ").
  const pattern = new RegExp(escapeRegExp(needle), 'giu');
  const matches: HistoryMatch[] = [];
  for (const keyword of history) {
    const ranges = Array.from(keyword.matchAll(pattern), (m): MatchRange => [m.index, m.index + m[0].length]);
    if (ranges.length) matches.push({ keyword, ranges });
    if (matches.length === limit) break;
  }
  return matches;
}

/** Splits `text` into plain and matched segments for rendering with `<mark>`. */
export function highlightSegments(text: string, ranges: readonly MatchRange[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start < cursor || end <= start || end > text.length) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
