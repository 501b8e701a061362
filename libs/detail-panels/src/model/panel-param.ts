// The open panel in the page address (beyond the specification): `?panel=3:sha1:<sha1>` so that a
// reload or a shared link reopens it. Router-agnostic: read from and written to `location.search`.
//
// Grammar of the value (after URL decoding):
//   panel  = searchType ":" pair *( "~" pair )
//   pair   = key ":" value            key = [A-Za-z_][A-Za-z0-9_]* ; value = everything up to the next "~"
//   value  = text with "%", "~", "," and "!" percent-escaped; list values are items joined by ","
// `tab` is reserved for the panel's open tab. Keys are the contract §7 `params` names, so the
// address reads like the event that opened the panel: `?panel=6:ip:8.8.8.8~port:443~tab:intel`.
//
// The drawer's history (issue 13: a value's "Open its profile" keeps the panels it came from):
//   trail  = *( panel "!" ) panel      the panels opened one from another, oldest first; the last is open
// e.g. `?panel=4:url:https://a.example/x!6:ip:203.0.113.45`: the IP panel, with Back to the URL panel.
// At most PANEL_TRAIL_MAX panels before the open one (older ones are dropped when writing, ignored
// when reading). A malformed or over-long trail is ignored: the open panel still opens, with no Back.
// An address from before the trail (a raw "!" in a value) still reads as one panel.
import { isSearchType, type DrawerParamsBySearchType, type SearchType } from '@soc/events';
import { wellFormed } from '@soc/util';

const PANEL_SEARCH_PARAM = 'panel';
/** Longer values are not ours (or are hostile): ignored. */
const PANEL_PARAM_MAX_LENGTH = 4096;
/** How many panels the drawer's history keeps before the open one. */
export const PANEL_TRAIL_MAX = 10;
/** A longer trail (the whole `panel` value) is not ours: only its open panel is read. */
export const PANEL_TRAIL_MAX_LENGTH = 8192;
const TRAIL_SEPARATOR = '!';

export type PanelLocation = {
  [S in SearchType]: { searchType: S; params: DrawerParamsBySearchType[S]; tab?: string };
}[SearchType];

interface FieldSpec {
  /** Required identifier fields, in address order. The first (or `primary`) names the object. */
  required: readonly string[];
  optional?: readonly string[];
  /** Fields holding lists of texts. */
  lists?: readonly string[];
  /** Fields the contract also takes as numbers (`string | number`); the others are texts. */
  numbers?: readonly string[];
  /** The panel's `params.tab` is a tab number (endpoint 8, user account 11): kept in sync with `tab`. */
  numericTab?: boolean;
  /** The field shown as the object's identifier, when not the first required one. */
  primary?: string;
}

/** Contract §7 `params` by search type. The file panel also takes the sensitive file's `edge_ids` (spec 001 §2.6). */
export const PANEL_FIELDS: Record<SearchType, FieldSpec> = {
  1: { required: ['messageId'] },
  2: { required: ['computerId'] },
  3: { required: ['sha1'], optional: ['edge_ids'], lists: ['edge_ids'] },
  4: { required: ['url'] },
  5: { required: ['domain'] },
  6: { required: ['ip'], optional: ['port', 'protocol', 'account'], numbers: ['port'] },
  7: { required: ['deviceId'] },
  8: { required: ['id'], optional: ['assetType', 'workbenchId', 'workbenchUuid'], numericTab: true },
  9: { required: ['containerId'] },
  10: { required: ['arn'], optional: ['assetId', 'assetType'] },
  11: { required: ['userId'], numericTab: true },
  12: { required: ['name'], optional: ['type'] },
  13: {
    required: ['xdrDeviceId', 'pid', 'fullPath', 'commandLine', 'eventTime'],
    optional: ['artifactUniqueId', 'sha1'],
    numbers: ['pid', 'eventTime'],
    primary: 'fullPath',
  },
};

const escapeValue = (text: string) => text.replace(/[%~,!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function unescapeValue(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const isPresent = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

function textList(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string | number => isPresent(item)).map(String);
}

/** The value of the `panel` search parameter for an open panel (not yet URL-encoded). */
export function encodePanelParam(location: PanelLocation): string {
  const spec = PANEL_FIELDS[location.searchType];
  const params = location.params as unknown as Record<string, unknown>;
  const pairs: string[] = [];
  for (const key of [...spec.required, ...(spec.optional ?? [])]) {
    const value = params[key];
    if (spec.lists?.includes(key)) {
      const items = textList(value);
      if (items.length > 0) pairs.push(`${key}:${items.map(escapeValue).join(',')}`);
    } else if (isPresent(value)) {
      pairs.push(`${key}:${escapeValue(String(value))}`);
    }
  }
  const tab = location.tab ?? (spec.numericTab && isPresent(params.tab) ? String(params.tab) : undefined);
  if (tab) pairs.push(`tab:${escapeValue(tab)}`);
  return `${location.searchType}:${pairs.join('~')}`;
}

/** Reads a `panel` value back; `undefined` when it is missing, malformed, or lacks a required field. */
export function decodePanelParam(value: string | null | undefined): PanelLocation | undefined {
  if (!value || value.length > PANEL_PARAM_MAX_LENGTH) return undefined;
  const head = /^(\d{1,2}):/.exec(value);
  if (!head) return undefined;
  const searchType = Number(head[1]);
  if (!isSearchType(searchType)) return undefined;
  const spec = PANEL_FIELDS[searchType];

  const raw = new Map<string, string>();
  for (const pair of value.slice(head[0].length).split('~')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*):(.*)$/s.exec(pair);
    if (!match) return undefined;
    const [, key = '', text = ''] = match;
    if (!raw.has(key)) raw.set(key, text);
  }

  const params: Record<string, string | number | string[]> = {};
  for (const key of [...spec.required, ...(spec.optional ?? [])]) {
    const text = raw.get(key);
    if (text === undefined) continue;
    if (spec.lists?.includes(key)) {
      const items = text.split(',').map(unescapeValue);
      if (items.some((item) => item === undefined)) return undefined;
      const present = (items as string[]).filter((item) => item.trim() !== '');
      if (present.length > 0) params[key] = present;
    } else {
      const decoded = unescapeValue(text);
      if (decoded === undefined) return undefined;
      if (decoded.trim() !== '') params[key] = decoded;
    }
  }
  if (spec.required.some((key) => typeof params[key] !== 'string')) return undefined;

  const tabText = raw.get('tab');
  const tab = tabText === undefined ? undefined : unescapeValue(tabText);
  if (tabText !== undefined && tab === undefined) return undefined;
  if (spec.numericTab && tab !== undefined && /^\d+$/.test(tab)) params.tab = Number(tab);
  return { searchType, params, ...(tab ? { tab } : {}) } as PanelLocation;
}

/** The open panel and the panels it was opened from (oldest first), as the drawer's history keeps them. */
export interface PanelTrail {
  current: PanelLocation;
  previous: readonly PanelLocation[];
}

/**
 * The `panel` value of a trail: the previous panels then the open one, joined by "!". The oldest
 * are dropped beyond PANEL_TRAIL_MAX, or while the whole value is longer than PANEL_TRAIL_MAX_LENGTH.
 */
export function encodePanelTrail({ current, previous }: PanelTrail): string {
  const last = encodePanelParam(current);
  const before = previous.slice(-PANEL_TRAIL_MAX).map(encodePanelParam);
  while (before.length > 0 && [...before, last].join(TRAIL_SEPARATOR).length > PANEL_TRAIL_MAX_LENGTH) before.shift();
  return [...before, last].join(TRAIL_SEPARATOR);
}

/**
 * Reads a `panel` value with its history. `undefined` when the open panel cannot be read; a trail
 * that is malformed or longer than PANEL_TRAIL_MAX_LENGTH is ignored (no previous panels); more than
 * PANEL_TRAIL_MAX previous panels keep the nearest ones.
 */
export function decodePanelTrail(value: string | null | undefined): PanelTrail | undefined {
  if (!value) return undefined;
  const segments = value.split(TRAIL_SEPARATOR);
  const current = decodePanelParam(segments[segments.length - 1]);
  if (!current) {
    // An address written before the trail, with a raw "!" in a value.
    const single = decodePanelParam(value);
    return single ? { current: single, previous: [] } : undefined;
  }
  if (segments.length === 1 || value.length > PANEL_TRAIL_MAX_LENGTH) return { current, previous: [] };
  const previous = segments.slice(-PANEL_TRAIL_MAX - 1, -1).map(decodePanelParam);
  if (previous.some((location) => location === undefined)) return { current, previous: [] };
  return { current, previous: previous as PanelLocation[] };
}

/** The object's identifier as the panel's subtitle shows it (sha1, URL, IP, process path…). */
export function panelIdentifier(location: Pick<PanelLocation, 'searchType' | 'params'>): string | undefined {
  const spec = PANEL_FIELDS[location.searchType];
  const key = spec.primary ?? spec.required[0];
  const value = key ? (location.params as unknown as Record<string, unknown>)[key] : undefined;
  return isPresent(value) ? String(value) : undefined;
}

// ---- The address layer -------------------------------------------------------------------------

// Keeps ":", "," and "/" readable in the address (they are legal in a query string). A lone surrogate
// (a server value can hold one) becomes U+FFFD, as a URL would make it: encodeURIComponent throws on it,
// and this runs while the drawer renders (the copy-link), so the throw took the whole console down.
const toQueryValue = (value: string) => encodeURIComponent(wellFormed(value)).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%2F/gi, '/');

function keyOf(segment: string): string {
  const name = segment.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The `panel` value of a search string (`?a=1&panel=…`), URL-decoded; null when absent. */
export function readPanelParam(search: string): string | null {
  return new URLSearchParams(search).get(PANEL_SEARCH_PARAM);
}

/**
 * `search` with the `panel` parameter set to `value` (or removed when undefined). Every other
 * parameter is kept byte for byte, in its place; a new `panel` goes last.
 */
export function withPanelParam(search: string, value: string | undefined): string {
  const segments = search.replace(/^\?/, '').split('&').filter(Boolean);
  const index = segments.findIndex((segment) => keyOf(segment) === PANEL_SEARCH_PARAM);
  const others = segments.filter((segment) => keyOf(segment) !== PANEL_SEARCH_PARAM);
  if (value !== undefined) {
    const own = `${PANEL_SEARCH_PARAM}=${toQueryValue(value)}`;
    others.splice(index === -1 ? others.length : index, 0, own);
  }
  return others.length > 0 ? `?${others.join('&')}` : '';
}

/** The page address with the panel open (or closed): what the copy-link action copies. */
export function panelHref(location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>, value: string | undefined): string {
  return `${location.origin}${location.pathname}${withPanelParam(location.search, value)}${location.hash}`;
}
