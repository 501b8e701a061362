// How the console's router reads and writes query strings: verbatim, as the address bar shows them.
// The router's default reads every value as JSON, so `/app/global-search?keyword=1.00` became the
// number 1 (and was written back as `?keyword=1`), `0.00` became 0 and `"quoted"` lost its quotes.
// Spec 000 §2.7 puts the user's text in `keyword=`: it must come back exactly as typed. Every value
// stays a string; each route's `validateSearch` (routes/route-search.ts) keeps the keys its page reads.

export type VerbatimSearch = Record<string, string | string[]>;

/** `?a=1.00&b=x&b=y` → `{ a: '1.00', b: ['x', 'y'] }`; nothing is converted. */
export function parseSearchVerbatim(searchStr: string): VerbatimSearch {
  const search: VerbatimSearch = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const earlier = search[key];
    search[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return search;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The inverse of `parseSearchVerbatim`: strings as they are, `undefined` and `null` left out. */
export function stringifySearchVerbatim(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, textOf(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Query parameters that belong to no page (the open detail panel, `?panel=`): a redirect between pages keeps them. */
const PAGE_INDEPENDENT_PARAMS = ['panel'] as const;
/** Resolves a path without a page of its own; never part of a result. */
const PATH_BASE = 'http://console.invalid';

/**
 * `href` with the page-independent parameters of `fromSearch` added; a value `href` names itself wins.
 * Nothing else of `href` changes: where it leads is the navigation's decision (console-navigation.ts).
 */
export function withPageIndependentParams(href: string, fromSearch: string): string {
  const from = new URLSearchParams(fromSearch);
  const carried = PAGE_INDEPENDENT_PARAMS.filter((key) => from.has(key));
  if (carried.length === 0) return href;
  let url: URL;
  try {
    url = new URL(href, PATH_BASE);
  } catch {
    return href;
  }
  for (const key of carried) if (!url.searchParams.has(key)) url.searchParams.append(key, from.get(key) ?? '');
  return url.origin === PATH_BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
