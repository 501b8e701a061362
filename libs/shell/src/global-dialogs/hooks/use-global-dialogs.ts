import { useCallback, useEffect, useReducer } from 'react';
import { onToggleUIEvent, type ToggleUIEventDetail } from '@soc/events';
import {
  GLOBAL_DIALOG_EVENT_TYPES,
  globalDialogsReducer,
  INITIAL_GLOBAL_DIALOGS,
  type GlobalDialogsState,
} from '../model/global-dialogs-state.ts';

export interface GlobalDialogsController extends GlobalDialogsState {
  closeDialog: () => void;
  closeOverlay: () => void;
}

/**
 * The one handler of `toggleUICEvent` for the shell's dialogs (spec 002 §2.1): every kind except
 * the drawers (detail-panels lib) and the attack simulator (simulation lib).
 */
export function useGlobalDialogs(target: Window = window): GlobalDialogsController {
  const [state, dispatch] = useReducer(globalDialogsReducer, INITIAL_GLOBAL_DIALOGS);

  useEffect(() => {
    const handle = (detail: ToggleUIEventDetail) => dispatch({ type: 'event', detail, origin: target.location.origin });
    const handlers = Object.fromEntries(GLOBAL_DIALOG_EVENT_TYPES.map((type) => [type, handle]));
    return onToggleUIEvent(handlers, target);
  }, [target]);

  const closeDialog = useCallback(() => dispatch({ type: 'closeDialog' }), []);
  const closeOverlay = useCallback(() => dispatch({ type: 'closeOverlay' }), []);
  return { ...state, closeDialog, closeOverlay };
}
