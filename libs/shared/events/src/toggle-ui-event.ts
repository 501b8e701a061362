// The global `toggleUICEvent` of contract §7: anything on the page (another app, an embedded
// page's script, a test) opens the shared dialogs by dispatching it on `window`.
import { capLabel } from '@soc/util';
import { TOGGLE_UI_EVENT } from './event-names.ts';

export { TOGGLE_UI_EVENT, UIC_MESSAGE_EVENT } from './event-names.ts';

export type SearchType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export interface DrawerParamsBySearchType {
  1: { messageId: string };
  2: { computerId: string };
  3: { sha1: string; edge_ids?: string[] };
  4: { url: string };
  5: { domain: string };
  6: { ip: string; port?: string | number; protocol?: string; account?: string };
  7: { deviceId: string };
  8: { id: string; tab?: number; assetType?: string; workbenchId?: string; workbenchUuid?: string };
  9: { containerId: string };
  10: { arn: string; assetId?: string; assetType?: string };
  11: { userId: string; tab?: number };
  12: { name: string; type?: string };
  13: {
    xdrDeviceId: string;
    pid: string | number;
    fullPath: string;
    commandLine: string;
    eventTime: string | number;
    artifactUniqueId?: string;
    sha1?: string;
  };
}

export type ToggleDrawerDetail = {
  [S in SearchType]: { type: 'toggleDrawer'; search_type: S; visible?: boolean; width?: number; params: DrawerParamsBySearchType[S] };
}[SearchType];

export interface ObjectGroupItem {
  fileName: string;
  fullUri: string;
  fileHash: string;
  edgeId: string;
}

/** Levels of the MFA reminder (spec 002 §2.5): the company's accounts, or the signed-in user's own sign-in. */
export const MFA_REMINDER_LEVELS = ['company', 'user'] as const;
export type MfaReminderLevel = (typeof MFA_REMINDER_LEVELS)[number];

/**
 * Console extensions of the kinds of spec 002 §2.1. The specification describes the MFA reminder
 * and the cloud SSO notice (§2.5, §4) but names no way to open them; the console opens them through
 * this same event (README "Console extensions of toggleUICEvent"):
 *
 * - `showMfaReminder`: `level` is required; `url` (user level only) is the same-origin page the
 *   full-screen overlay opens on Enable, else the console's default IAM login-MFA page. Ignored
 *   while the user's "don't show again" (`localStorage['mfaReminder:dontShow']`) is set.
 * - `showCloudSsoNotice`: `title` and `content` replace the notice's built-in texts (content is
 *   shown as text, markup only sanitised).
 */
export type ConsoleExtensionDetail =
  | { type: 'showMfaReminder'; level: MfaReminderLevel; url?: string }
  | { type: 'showCloudSsoNotice'; title?: string; content?: string };

export const CONSOLE_EXTENSION_TYPES = ['showMfaReminder', 'showCloudSsoNotice'] as const satisfies readonly ConsoleExtensionDetail['type'][];

export type ToggleUIEventDetail =
  | ToggleDrawerDetail
  | { type: 'toggleModal'; url: string; title?: string; width?: number; height?: number }
  | { type: 'objectGroupDrawer'; items: ObjectGroupItem[] }
  | { type: 'showAlertPro' | 'showRedAlert'; title?: string; content?: string }
  | { type: 'showFoundationUpdate' | 'toggleAIDialog' }
  | { type: 'toggleAttackModal'; slideNumber?: number; currentType?: string }
  | { type: 'toggleFullModal'; url: string }
  | { type: 'togglePreRelease'; preReleaseKey?: string }
  | ConsoleExtensionDetail;

export type ToggleUIEventType = ToggleUIEventDetail['type'];
export type ToggleUIEventOf<K extends ToggleUIEventType> = Extract<ToggleUIEventDetail, { type: K }>;

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 13;
}

/** Opens a shared dialog exactly as any other page script would. */
export function dispatchToggleUIEvent(detail: ToggleUIEventDetail, target: Window = window): void {
  target.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail }));
}

// A record, not a list: adding a kind to the union without listing it here fails to compile.
const KNOWN_TYPE_RECORD: Record<ToggleUIEventType, true> = {
  toggleDrawer: true, toggleModal: true, objectGroupDrawer: true, showAlertPro: true, showRedAlert: true, showFoundationUpdate: true,
  toggleAIDialog: true, toggleAttackModal: true, toggleFullModal: true, togglePreRelease: true,
  showMfaReminder: true, showCloudSsoNotice: true,
};
const KNOWN_TYPES: ReadonlySet<string> = new Set(Object.keys(KNOWN_TYPE_RECORD));

const NUMBER_TEXT = /^\s*\d+(\.\d+)?\s*$/;
/** Fields the contract gives as numbers (§7) that a page script may send as text ("6"). */
const NUMBER_FIELDS = ['search_type', 'slideNumber', 'width', 'height'] as const;

/**
 * Events come from untyped page scripts: only a detail with a known kind passes, its numbers read as
 * numbers (`search_type: "6"` is 6) and a numeric `preReleaseKey` as the key it names.
 */
export function readToggleUIEvent(event: Event): ToggleUIEventDetail | undefined {
  const detail = (event as CustomEvent<unknown>).detail;
  if (!detail || typeof detail !== 'object') return undefined;
  const type = (detail as { type?: unknown }).type;
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) return undefined;
  const read: Record<string, unknown> = { ...detail };
  for (const field of NUMBER_FIELDS) {
    const value = read[field];
    if (typeof value === 'string' && NUMBER_TEXT.test(value)) read[field] = Number(value);
  }
  if (typeof read['preReleaseKey'] === 'number' && Number.isFinite(read['preReleaseKey'])) read['preReleaseKey'] = String(read['preReleaseKey']);
  // A dialog title is a line, not a document: a megabyte-long one took half a second to lay out.
  if (typeof read['title'] === 'string') read['title'] = capLabel(read['title']);
  return read as ToggleUIEventDetail;
}

type Handlers = { [K in ToggleUIEventType]?: (detail: ToggleUIEventOf<K>) => void };

/** Subscribes one handler per kind; returns the unsubscribe function. */
export function onToggleUIEvent(handlers: Handlers, target: Window = window): () => void {
  const listener = (event: Event) => {
    const detail = readToggleUIEvent(event);
    if (!detail) return;
    const handler = handlers[detail.type] as ((d: ToggleUIEventDetail) => void) | undefined;
    handler?.(detail);
  };
  target.addEventListener(TOGGLE_UI_EVENT, listener);
  return () => target.removeEventListener(TOGGLE_UI_EVENT, listener);
}
