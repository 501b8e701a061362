// Where global search leads (spec 000 §2.7, §2.11). The keyword travels as a plain `keyword=` query
// parameter, exactly as the specification writes the route, and is read back verbatim.

export const GLOBAL_SEARCH_PATH = '/app/global-search';
/** The longest keyword the search box takes and the search page reads (a longer address is dropped as no keyword). */
export const MAX_KEYWORD_LENGTH = 2048;
/** The Search module's page that lists full results. */
const SEARCH_MODULE_PATH = '/app/search/main';
/** The third-party log collector's search (syslog connector). */
const THIRD_PARTY_LOGS_PATH = '/app/tpc/syslog';
/** Spec 000 §9: after the "no previous page" warning the console goes home after 1 s. */
export const BACK_TO_HOME_DELAY_MS = 1000;
export const HOME_PATH = '/';

const withKeyword = (path: string, keyword: string) => `${path}?${new URLSearchParams({ keyword: keyword.trim() }).toString()}`;

/** `/app/global-search?keyword={text}` */
export const globalSearchHref = (keyword: string) => withKeyword(GLOBAL_SEARCH_PATH, keyword);
/** `/app/search/main?keyword={text}` */
export const searchModuleHref = (keyword: string) => withKeyword(SEARCH_MODULE_PATH, keyword);
/** `/app/tpc/syslog?keyword={text}` */
export const thirdPartyLogsHref = (keyword: string) => withKeyword(THIRD_PARTY_LOGS_PATH, keyword);

/**
 * The `keyword` of a location's query string, read as the address bar shows it (not through a JSON
 * search parser, which would turn "123" into a number). Missing → ''.
 */
export function keywordFromSearchString(search: string): string {
  return new URLSearchParams(search).get('keyword') ?? '';
}
