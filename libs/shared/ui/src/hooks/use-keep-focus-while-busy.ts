import { useEffect, type RefObject } from 'react';

/** The frame's content: role `dialog` (dialogs and drawers), or `alertdialog` when urgent. */
const DIALOG_ROLES = '[role$="dialog"]';

/**
 * While an action of a dialog is under way its buttons are disabled, and browsers differ on a focused
 * control that becomes disabled: some keep the focus on it, some blur it to the page. Either way the
 * dialog itself takes the focus, so keyboard and screen-reader users stay in it on every browser.
 * `inside` is any element of the dialog (usually the busy button); focus the user moved to a control
 * that is still enabled is left alone.
 */
export function useKeepFocusWhileBusy(inside: RefObject<HTMLElement | null>, busy: boolean) {
  useEffect(() => {
    const dialog = inside.current?.closest<HTMLElement>(DIALOG_ROLES);
    if (!busy || !dialog) return;
    const focused = dialog.ownerDocument.activeElement;
    const lost = focused === null || focused === dialog.ownerDocument.body || (dialog.contains(focused) && focused.matches(':disabled'));
    if (lost) dialog.focus();
  }, [inside, busy]);
}
