// The query strings the console's own pages read (spec 000 §2.7, §2.11; spec 002 §8), as each route's
// `validateSearch`. The router reads every value verbatim (app/search-params.ts), so a value arrives as
// a string, an array (a repeated key) or not at all. A validator keeps a string of sane length exactly
// as typed (`keyword=1.00` stays "1.00") and drops anything else, so a hand-edited address can never
// crash a page. Every key is returned, `undefined` when dropped: the router lays a route's result over
// the raw values, and an omitted key would let the raw one through.
import { MAX_KEYWORD_LENGTH } from '@soc/shell';

/** The longest free text a route accepts: the global-search keyword, as long as the search box takes. */
export const MAX_SEARCH_TEXT_LENGTH = MAX_KEYWORD_LENGTH;
/** The longest code a route accepts (a reason, a menu id, a landing fallback). */
export const MAX_SEARCH_CODE_LENGTH = 64;

/** `value` when it is a string of at most `max` characters; otherwise undefined. */
function searchText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/** `/users/403?msg=router` or `?msg=app_router&id={menu id}` (spec 000 §2.11). */
export interface ForbiddenSearch {
  msg?: string;
  id?: string;
}

export function validateForbiddenSearch(search: Record<string, unknown>): ForbiddenSearch {
  return { msg: searchText(search['msg'], MAX_SEARCH_CODE_LENGTH), id: searchText(search['id'], MAX_SEARCH_CODE_LENGTH) };
}

/** `/users/started?from=6|5|3`: why the landing redirect ended here (spec 002 §8). */
export interface StartedSearch {
  from?: string;
}

export function validateStartedSearch(search: Record<string, unknown>): StartedSearch {
  return { from: searchText(search['from'], MAX_SEARCH_CODE_LENGTH) };
}

/** `/app/global-search?keyword={text}` (spec 000 §2.7): the user's text, exactly as typed. */
export interface GlobalSearchSearch {
  keyword?: string;
}

export function validateGlobalSearchSearch(search: Record<string, unknown>): GlobalSearchSearch {
  return { keyword: searchText(search['keyword'], MAX_SEARCH_TEXT_LENGTH) };
}
