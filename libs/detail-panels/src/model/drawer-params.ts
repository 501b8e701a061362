// `params` come from untyped page scripts (contract §7): a number id, no params at all, a string or a
// list. The drawer reads them into the contract's types once, here, so no panel meets them raw.
import type { DrawerParamsBySearchType, SearchType } from '@soc/events';
import { isPlainObject } from '@soc/util';
import { PANEL_FIELDS } from './panel-param.ts';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The longest identifier taken (a Windows command line's limit, the longest a type 13 param can
 * be): a megabyte-long "id" is no identifier, and rendering it froze the drawer for a second.
 */
export const MAX_PARAM_LENGTH = 32_767;

/** A text field: a finite number as its text; anything else (or longer than the limit) is not given. */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? (value.length <= MAX_PARAM_LENGTH ? value : undefined) : isFiniteNumber(value) ? String(value) : undefined;

/** A `string | number` field (port, pid, eventTime). */
const asTextOrNumber = (value: unknown): string | number | undefined => (isFiniteNumber(value) ? value : asText(value));

/** A tab number (endpoint, user account); its digits as text are read too. */
const asTab = (value: unknown): number | undefined =>
  isFiniteNumber(value) ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;

function asTextList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(asText).filter((item): item is string => item !== undefined);
}

/**
 * The event's `params` with the types of contract §7: not a plain object reads as `{}`; a field of
 * the wrong type is dropped, a required one becomes '' (the panel's "no data", as for an empty id).
 * Other keys are kept (the file panel also reads an `edgeId`, and checks it), but `tab` where no tab is taken.
 */
export function readDrawerParams<S extends SearchType>(searchType: S, raw: unknown): DrawerParamsBySearchType[S] {
  const spec = PANEL_FIELDS[searchType];
  const params: Record<string, unknown> = isPlainObject(raw) ? { ...raw } : {};
  for (const key of [...spec.required, ...(spec.optional ?? [])]) {
    const read = spec.lists?.includes(key) ? asTextList : spec.numbers?.includes(key) ? asTextOrNumber : asText;
    const value = read(params[key]);
    if (value !== undefined) params[key] = value;
    else if (spec.required.includes(key)) params[key] = '';
    else delete params[key];
  }
  // Only the endpoint and user-account panels take a tab, a number.
  const tab = spec.numericTab ? asTab(params.tab) : undefined;
  if (tab !== undefined) params.tab = tab;
  else delete params.tab;
  return params as DrawerParamsBySearchType[S];
}
