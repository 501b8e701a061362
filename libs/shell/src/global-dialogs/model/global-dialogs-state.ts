// Which global dialog is open (spec 002 §2.1, contract §7): one reducer for every `toggleUICEvent`
// kind the shell renders, including the console's two extensions (showMfaReminder,
// showCloudSsoNotice; README "Console extensions of toggleUICEvent"). The drawer kinds
// (toggleDrawer, objectGroupDrawer) belong to the detail-panels lib and toggleAttackModal to the
// simulation lib: they leave this state alone.
import type { ToggleUIEventDetail, ToggleUIEventType } from '@soc/events';
import { EMBEDDED_MODAL_SIZE } from '@soc/ui';
import { isMfaLevel, MFA_USER_PAGE, type MfaLevel } from './mfa-reminder.ts';
import { resolveSameOriginUrl } from './same-origin.ts';

/** The kinds this reducer answers. */
export const GLOBAL_DIALOG_EVENT_TYPES = [
  'toggleModal',
  'showAlertPro',
  'showRedAlert',
  'showFoundationUpdate',
  'toggleFullModal',
  'toggleAIDialog',
  'togglePreRelease',
  'showMfaReminder',
  'showCloudSsoNotice',
] as const satisfies readonly ToggleUIEventType[];
type GlobalDialogEventType = (typeof GLOBAL_DIALOG_EVENT_TYPES)[number];

/** Spec 002 §9: the generic modal is 832 × 512 unless the opener says otherwise. */
export const GENERIC_MODAL_DEFAULT_SIZE = EMBEDDED_MODAL_SIZE;

/** An embedded page: `src` is set only for a same-origin address; anything else is refused. */
export type EmbeddedPage = { status: 'allowed'; src: string } | { status: 'refused'; requested: string };

type GlobalDialog =
  | { kind: 'modal'; page: EmbeddedPage; title: string | undefined; width: number; height: number }
  | { kind: 'alert'; tone: 'default' | 'red'; title: string | undefined; content: string | undefined }
  | { kind: 'foundationUpdate' }
  | { kind: 'aiDialog' }
  | { kind: 'preRelease'; preReleaseKey: string }
  /** `userPage`: the same-origin page a user-level Enable opens in the full-screen overlay. */
  | { kind: 'mfaReminder'; level: MfaLevel; userPage: string; dontShowAgain: boolean }
  | { kind: 'cloudSsoNotice'; title: string | undefined; content: string | undefined };

/**
 * `dialog`: the one centred dialog shown (a new event replaces it). `overlay`: the full-screen
 * iframe, a separate layer above everything (it may cover an open dialog, e.g. MFA set-up).
 */
export interface GlobalDialogsState {
  dialog: GlobalDialog | null;
  overlay: { page: EmbeddedPage } | null;
}

export const INITIAL_GLOBAL_DIALOGS: GlobalDialogsState = { dialog: null, overlay: null };

export type GlobalDialogsAction =
  /** `mfaReminderDismissed`: the user chose "don't show again" (read from storage when the event came). */
  | { type: 'event'; detail: ToggleUIEventDetail; origin: string; mfaReminderDismissed?: boolean }
  | { type: 'setMfaDontShowAgain'; value: boolean }
  | { type: 'closeDialog' }
  | { type: 'closeOverlay' };

// Page scripts are untyped: every field is read defensively.
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const size = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
};

function embeddedPage(url: string, origin: string): EmbeddedPage {
  const src = resolveSameOriginUrl(url, origin);
  return src ? { status: 'allowed', src } : { status: 'refused', requested: url };
}

function isOwnKind(type: string): type is GlobalDialogEventType {
  return (GLOBAL_DIALOG_EVENT_TYPES as readonly string[]).includes(type);
}

/** The page a user-level MFA reminder opens: the event's `url` when it is a same-origin http(s) page, else the default. */
export function mfaUserPage(url: unknown, origin: string): string {
  const requested = text(url);
  return (requested && resolveSameOriginUrl(requested, origin)) || MFA_USER_PAGE;
}

function reduceEvent(state: GlobalDialogsState, detail: ToggleUIEventDetail, origin: string, mfaReminderDismissed: boolean): GlobalDialogsState {
  if (!isOwnKind(detail.type)) return state;
  const raw = detail as unknown as Record<string, unknown>;
  switch (detail.type) {
    case 'toggleModal': {
      // "toggle": a url opens (or replaces) the modal; none closes it.
      const url = text(raw['url']);
      if (!url) return state.dialog?.kind === 'modal' ? { ...state, dialog: null } : state;
      return {
        ...state,
        dialog: {
          kind: 'modal',
          page: embeddedPage(url, origin),
          title: text(raw['title']),
          width: size(raw['width'], GENERIC_MODAL_DEFAULT_SIZE.width),
          height: size(raw['height'], GENERIC_MODAL_DEFAULT_SIZE.height),
        },
      };
    }
    case 'showAlertPro':
    case 'showRedAlert':
      return {
        ...state,
        dialog: { kind: 'alert', tone: detail.type === 'showRedAlert' ? 'red' : 'default', title: text(raw['title']), content: text(raw['content']) },
      };
    case 'showFoundationUpdate':
      return { ...state, dialog: { kind: 'foundationUpdate' } };
    case 'toggleAIDialog':
      // The menu's companion entry toggles: a second press closes the dialog.
      return { ...state, dialog: state.dialog?.kind === 'aiDialog' ? null : { kind: 'aiDialog' } };
    case 'togglePreRelease': {
      // Spec 002 §2.1, §5: a preReleaseKey is required; without one the dialog closes.
      const key = text(raw['preReleaseKey']);
      if (!key) return state.dialog?.kind === 'preRelease' ? { ...state, dialog: null } : state;
      return { ...state, dialog: { kind: 'preRelease', preReleaseKey: key } };
    }
    case 'toggleFullModal': {
      const url = text(raw['url']);
      return { ...state, overlay: url ? { page: embeddedPage(url, origin) } : null };
    }
    case 'showMfaReminder': {
      // Console extension: a level is required; "don't show again" (contract §5) suppresses it.
      const level = raw['level'];
      if (!isMfaLevel(level) || mfaReminderDismissed) return state;
      return { ...state, dialog: { kind: 'mfaReminder', level, userPage: mfaUserPage(raw['url'], origin), dontShowAgain: false } };
    }
    case 'showCloudSsoNotice':
      // Console extension: the opener's title and content replace the built-in texts.
      return { ...state, dialog: { kind: 'cloudSsoNotice', title: text(raw['title']), content: text(raw['content']) } };
  }
}

export function globalDialogsReducer(state: GlobalDialogsState, action: GlobalDialogsAction): GlobalDialogsState {
  switch (action.type) {
    case 'event':
      return reduceEvent(state, action.detail, action.origin, action.mfaReminderDismissed === true);
    case 'setMfaDontShowAgain':
      return state.dialog?.kind === 'mfaReminder' && state.dialog.dontShowAgain !== action.value
        ? { ...state, dialog: { ...state.dialog, dontShowAgain: action.value } }
        : state;
    case 'closeDialog':
      return state.dialog ? { ...state, dialog: null } : state;
    case 'closeOverlay':
      return state.overlay ? { ...state, overlay: null } : state;
  }
}
