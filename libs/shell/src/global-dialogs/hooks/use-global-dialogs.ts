import { useCallback, useEffect, useReducer, useRef } from 'react';
import { onToggleUIEvent, type ToggleUIEventDetail } from '@soc/events';
import {
  GLOBAL_DIALOG_EVENT_TYPES,
  globalDialogsReducer,
  INITIAL_GLOBAL_DIALOGS,
  type GlobalDialogsState,
} from '../model/global-dialogs-state.ts';
import { dismissMfaReminder, isMfaReminderDismissed, MFA_COMPANY_PATH } from '../model/mfa-reminder.ts';

export interface GlobalDialogsOptions {
  /** Router-agnostic navigation (the company-level MFA reminder's Enable). */
  onNavigate?: (path: string) => void;
  /** Where "don't show again" of the MFA reminder is kept (contract §5); defaults to localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export interface GlobalDialogsController extends GlobalDialogsState {
  closeDialog: () => void;
  closeOverlay: () => void;
  /** The MFA reminder's "don't show again" box; kept only when the reminder closes. */
  setMfaDontShowAgain: (value: boolean) => void;
  /** Company level → the accounts page with the MFA drawer; user level → the IAM page in the overlay. Closes. */
  enableMfaReminder: () => void;
  /** Skip, Esc or the ×: closes. */
  skipMfaReminder: () => void;
}

/**
 * The one handler of `toggleUICEvent` for the shell's dialogs (spec 002 §2.1): every kind except
 * the drawers (detail-panels lib) and the attack simulator (simulation lib), plus the console's
 * extensions `showMfaReminder` and `showCloudSsoNotice`.
 */
export function useGlobalDialogs(target: Window = window, { onNavigate, storage = localStorage }: GlobalDialogsOptions = {}): GlobalDialogsController {
  const [state, dispatch] = useReducer(globalDialogsReducer, INITIAL_GLOBAL_DIALOGS);
  const storageRef = useRef(storage);
  storageRef.current = storage;

  useEffect(() => {
    const handle = (detail: ToggleUIEventDetail) =>
      dispatch({
        type: 'event',
        detail,
        origin: target.location.origin,
        // Read when the event comes, so a choice made in another tab counts too.
        mfaReminderDismissed: detail.type === 'showMfaReminder' && isMfaReminderDismissed(storageRef.current),
      });
    const handlers = Object.fromEntries(GLOBAL_DIALOG_EVENT_TYPES.map((type) => [type, handle]));
    return onToggleUIEvent(handlers, target);
  }, [target]);

  const closeDialog = useCallback(() => dispatch({ type: 'closeDialog' }), []);
  const closeOverlay = useCallback(() => dispatch({ type: 'closeOverlay' }), []);
  const setMfaDontShowAgain = useCallback((value: boolean) => dispatch({ type: 'setMfaDontShowAgain', value }), []);

  // Spec 002 §4: the reminder closes on enable or skip; a ticked box is kept as it closes.
  const mfa = state.dialog?.kind === 'mfaReminder' ? state.dialog : undefined;
  const closeMfaReminder = useCallback(
    (enable: boolean) => {
      if (!mfa) return;
      if (mfa.dontShowAgain) dismissMfaReminder(storageRef.current);
      dispatch({ type: 'closeDialog' });
      if (!enable) return;
      if (mfa.level === 'company') onNavigate?.(MFA_COMPANY_PATH);
      // The overlay of toggleFullModal, opened as that event would open it.
      else dispatch({ type: 'event', detail: { type: 'toggleFullModal', url: mfa.userPage }, origin: target.location.origin });
    },
    [mfa, onNavigate, target],
  );
  const enableMfaReminder = useCallback(() => closeMfaReminder(true), [closeMfaReminder]);
  const skipMfaReminder = useCallback(() => closeMfaReminder(false), [closeMfaReminder]);

  return { ...state, closeDialog, closeOverlay, setMfaDontShowAgain, enableMfaReminder, skipMfaReminder };
}
