import { dismissMfaReminder, isMfaReminderDismissed } from './mfa-reminder.ts';

describe('mfaReminder:dontShow', () => {
  it('is read from and written to local storage', () => {
    expect(isMfaReminderDismissed()).toBe(false);
    dismissMfaReminder();
    expect(localStorage.getItem('mfaReminder:dontShow')).toBe('true');
    expect(isMfaReminderDismissed()).toBe(true);
    localStorage.setItem('mfaReminder:dontShow', 'false');
    expect(isMfaReminderDismissed()).toBe(false);
  });
  it('treats blocked storage as "show"', () => {
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(isMfaReminderDismissed(blocked)).toBe(false);
    expect(() => dismissMfaReminder(blocked)).not.toThrow();
  });
});
