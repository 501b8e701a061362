import { STORAGE_KEYS } from '@soc/api';
import { MFA_REMINDER_LEVELS, type MfaReminderLevel } from '@soc/events';

/** The levels `showMfaReminder` carries (one list, in the events lib). */
const MFA_LEVELS = MFA_REMINDER_LEVELS;
export type MfaLevel = MfaReminderLevel;

export const isMfaLevel = (value: unknown): value is MfaLevel => (MFA_LEVELS as readonly unknown[]).includes(value);

/** Spec 002 §2.5: a company-level reminder opens the account list with the MFA drawer open. */
export const MFA_COMPANY_PATH = '/app/iam2/account?openMfaDrawer=true';

/**
 * The IAM login-MFA page a user-level reminder opens in the full-screen overlay. The specification
 * names the page but not its address: the user's own sign-in preferences (`users_preference`,
 * spec 000 §2.6) with the MFA set-up opened, in its chrome-less embedded variant.
 */
export const MFA_USER_PAGE = '/app/iam2/users_preference?openMfa=true&embedded=1';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

/** Contract §5 `mfaReminder:dontShow`: any stored value other than "false" means "don't show". */
export function isMfaReminderDismissed(storage: ReadStorage = localStorage): boolean {
  try {
    const value = storage.getItem(STORAGE_KEYS.mfaReminderDontShow);
    return value !== null && value !== '' && value !== 'false';
  } catch {
    return false;
  }
}

export function dismissMfaReminder(storage: WriteStorage = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.mfaReminderDontShow, 'true');
  } catch {
    // Storage full or blocked: the reminder simply shows again next time.
  }
}
