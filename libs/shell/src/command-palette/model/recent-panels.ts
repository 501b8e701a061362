// Recent panels (issue 13), kept per browser under `recentPanels` (a console extension of the
// storage keys of contract §5): the panels opened through `toggleUICEvent`, newest first. Pure
// functions plus a thin storage layer; what is read back is validated, as it may be stale or edited.
import { readStoredJson } from '@soc/api';
import { isPrivateIpv4 } from '@soc/util';
import { isSearchType, type SearchType, type ToggleDrawerDetail } from '@soc/events';

export const RECENT_PANELS_KEY = 'recentPanels';
export const RECENT_PANELS_LIMIT = 8;
/** A stored entry larger than this is not ours (or is hostile): dropped. */
const MAX_ENTRY_LENGTH = 2048;

/** The `params` field that names the object of each panel (contract §7), as the drawer's subtitle does. */
const PANEL_IDENTIFIER_FIELD: Record<SearchType, string> = {
  1: 'messageId', 2: 'computerId', 3: 'sha1', 4: 'url', 5: 'domain', 6: 'ip', 7: 'deviceId',
  8: 'id', 9: 'containerId', 10: 'arn', 11: 'userId', 12: 'name', 13: 'fullPath',
};

type PanelParamValue = string | number | string[];

export interface RecentPanel {
  searchType: SearchType;
  /** The object's identifier (the value of `PANEL_IDENTIFIER_FIELD`). */
  identifier: string;
  /** The params the panel was opened with, replayed as they were. */
  params: Readonly<Record<string, PanelParamValue>>;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Texts, finite numbers and lists of texts only: what the panels' params are made of. */
function cleanParams(value: unknown): Record<string, PanelParamValue> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, PanelParamValue> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' || (typeof field === 'number' && Number.isFinite(field))) out[key] = field;
    else if (Array.isArray(field) && field.every((item) => typeof item === 'string')) out[key] = [...field];
  }
  return out;
}

/** One entry from anything (an event's detail or storage); undefined when it names no object. */
export function toRecentPanel(searchType: unknown, params: unknown): RecentPanel | undefined {
  if (!isSearchType(searchType)) return undefined;
  const clean = cleanParams(params);
  const identifier = clean?.[PANEL_IDENTIFIER_FIELD[searchType]];
  if (!clean || (typeof identifier !== 'string' && typeof identifier !== 'number')) return undefined;
  const text = String(identifier).trim();
  if (!text || JSON.stringify(clean).length > MAX_ENTRY_LENGTH) return undefined;
  // Spec 001 §5: the IP panel never opens for a private address, so it is never a recent panel.
  if (searchType === 6 && isPrivateIpv4(text)) return undefined;
  return { searchType, identifier: text, params: clean };
}

const sameEntry = (a: RecentPanel, b: RecentPanel) => a.searchType === b.searchType && a.identifier === b.identifier;

/** Cleans a stored list: valid entries only, de-duplicated (newest wins), at most the limit. */
export function normaliseRecentPanels(value: unknown): RecentPanel[] {
  if (!Array.isArray(value)) return [];
  const out: RecentPanel[] = [];
  for (const entry of value) {
    const panel = entry && typeof entry === 'object' ? toRecentPanel((entry as RecentPanel).searchType, (entry as RecentPanel).params) : undefined;
    if (panel && !out.some((kept) => sameEntry(kept, panel))) out.push(panel);
    if (out.length === RECENT_PANELS_LIMIT) break;
  }
  return out;
}

/** `panel` first, any earlier entry for the same object removed, at most the limit. */
export function addRecentPanel(list: readonly RecentPanel[], panel: RecentPanel): RecentPanel[] {
  return [panel, ...list.filter((entry) => !sameEntry(entry, panel))].slice(0, RECENT_PANELS_LIMIT);
}

export function readRecentPanels(storage: ReadableStorage = localStorage): RecentPanel[] {
  return normaliseRecentPanels(readStoredJson(RECENT_PANELS_KEY, storage));
}

/**
 * Records the panel a `toggleDrawer` event opens. A closing event (`visible: false`), an invalid
 * search type and a detail without the object's identifier are not panels that opened: ignored.
 */
export function recordRecentPanel(detail: ToggleDrawerDetail, storage: WritableStorage = localStorage): RecentPanel[] {
  const list = readRecentPanels(storage);
  const panel = detail.visible === false ? undefined : toRecentPanel(detail.search_type, detail.params);
  if (!panel) return list;
  const next = addRecentPanel(list, panel);
  try {
    storage.setItem(RECENT_PANELS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the palette simply shows fewer recent panels.
  }
  return next;
}

/** The `toggleUICEvent` detail that opens a recent panel again. */
export function recentPanelEventDetail(panel: RecentPanel): ToggleDrawerDetail {
  // The params were validated for their identifier when recorded; the drawer validates the rest.
  return { type: 'toggleDrawer', search_type: panel.searchType, params: { ...panel.params } } as ToggleDrawerDetail;
}
