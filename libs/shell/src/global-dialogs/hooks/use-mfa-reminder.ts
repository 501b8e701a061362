import { useCallback, useState } from 'react';
import { dispatchToggleUIEvent } from '@soc/events';
import { dismissMfaReminder, isMfaReminderDismissed, MFA_COMPANY_PATH, MFA_USER_PAGE, type MfaLevel } from '../model/mfa-reminder.ts';

/** Whether the MFA reminder may show: the user has not chosen "don't show again" (contract §5). */
export function useMfaReminderVisibility(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  const [visible] = useState(() => !isMfaReminderDismissed(storage));
  return visible;
}

export interface UseMfaReminderOptions {
  level: MfaLevel;
  /** Router-agnostic navigation (company level). */
  onNavigate: (path: string) => void;
  /** Opens a page in the full-screen overlay (user level); defaults to the `toggleFullModal` event. */
  onOpenFullModal?: (url: string) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export interface MfaReminderState {
  open: boolean;
  dontShowAgain: boolean;
  setDontShowAgain: (value: boolean) => void;
  /** Company level → the accounts page with the MFA drawer; user level → the IAM page in the overlay. */
  enable: () => void;
  skip: () => void;
}

const openInOverlay = (url: string) => dispatchToggleUIEvent({ type: 'toggleFullModal', url });

/**
 * The MFA reminder (spec 002 §2.5, §4): closes on enable or skip; a ticked "don't show again" is
 * kept in `localStorage['mfaReminder:dontShow']` when it closes.
 */
export function useMfaReminder({ level, onNavigate, onOpenFullModal = openInOverlay, storage = localStorage }: UseMfaReminderOptions): MfaReminderState {
  const [open, setOpen] = useState(() => !isMfaReminderDismissed(storage));
  const [dontShowAgain, setDontShowAgain] = useState(false);

  const close = useCallback(() => {
    if (dontShowAgain) dismissMfaReminder(storage);
    setOpen(false);
  }, [dontShowAgain, storage]);

  const enable = useCallback(() => {
    close();
    if (level === 'company') onNavigate(MFA_COMPANY_PATH);
    else onOpenFullModal(MFA_USER_PAGE);
  }, [close, level, onNavigate, onOpenFullModal]);

  return { open, dontShowAgain, setDontShowAgain, enable, skip: close };
}
