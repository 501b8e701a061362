import type { ToggleUIEventDetail } from '@soc/events';
import { globalDialogsReducer, INITIAL_GLOBAL_DIALOGS, mfaUserPage, type GlobalDialogsState } from './global-dialogs-state.ts';
import { resolveSameOriginUrl } from './same-origin.ts';

const ORIGIN = 'https://console.example';
const on = (detail: unknown, state: GlobalDialogsState = INITIAL_GLOBAL_DIALOGS, mfaReminderDismissed?: boolean) =>
  globalDialogsReducer(state, { type: 'event', detail: detail as ToggleUIEventDetail, origin: ORIGIN, mfaReminderDismissed });

describe('globalDialogsReducer', () => {
  it('toggleModal opens a same-origin page at 832 × 512 by default, or at the size asked', () => {
    expect(on({ type: 'toggleModal', url: '/app/iam2/role?x=1', title: 'Roles' }).dialog).toEqual({
      kind: 'modal', page: { status: 'allowed', src: '/app/iam2/role?x=1' }, title: 'Roles', width: 832, height: 512,
    });
    expect(on({ type: 'toggleModal', url: `${ORIGIN}/help`, width: 1000, height: '600' }).dialog).toMatchObject({ width: 1000, height: 600, title: undefined });
    expect(on({ type: 'toggleModal', url: '/x', width: -5, height: 'tall' }).dialog).toMatchObject({ width: 832, height: 512 });
  });

  it('toggleModal refuses other origins and non-web schemes, and closes without a url', () => {
    for (const url of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,hi']) {
      expect(on({ type: 'toggleModal', url }).dialog).toMatchObject({ kind: 'modal', page: { status: 'refused', requested: url } });
    }
    const open = on({ type: 'toggleModal', url: '/x' });
    expect(on({ type: 'toggleModal' }, open).dialog).toBeNull();
  });

  it('showAlertPro and showRedAlert open the alert in their tone', () => {
    expect(on({ type: 'showAlertPro', title: 'Heads up', content: 'Saved.' }).dialog).toEqual({ kind: 'alert', tone: 'default', title: 'Heads up', content: 'Saved.' });
    expect(on({ type: 'showRedAlert', content: 'Failed', title: 42 }).dialog).toEqual({ kind: 'alert', tone: 'red', title: undefined, content: 'Failed' });
  });

  it('showFoundationUpdate opens the upgrade modal', () => {
    expect(on({ type: 'showFoundationUpdate' }).dialog).toEqual({ kind: 'foundationUpdate' });
  });

  it('toggleAIDialog toggles the companion dialog', () => {
    const open = on({ type: 'toggleAIDialog' });
    expect(open.dialog).toEqual({ kind: 'aiDialog' });
    expect(on({ type: 'toggleAIDialog' }, open).dialog).toBeNull();
  });

  it('togglePreRelease opens with a key and closes without one', () => {
    const open = on({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    expect(open.dialog).toEqual({ kind: 'preRelease', preReleaseKey: 'ai-scanner-guard' });
    expect(on({ type: 'togglePreRelease' }, open).dialog).toBeNull();
    expect(on({ type: 'togglePreRelease', preReleaseKey: '  ' }, open).dialog).toBeNull();
    expect(on({ type: 'togglePreRelease' })).toBe(INITIAL_GLOBAL_DIALOGS);
  });

  it('toggleFullModal opens the overlay as its own layer, over an open dialog, and closes without a url', () => {
    const withAlert = on({ type: 'showAlertPro', content: 'x' });
    const both = on({ type: 'toggleFullModal', url: '/app/iam2/users_preference' }, withAlert);
    expect(both.overlay).toEqual({ page: { status: 'allowed', src: '/app/iam2/users_preference' } });
    expect(both.dialog).toEqual(withAlert.dialog);
    expect(on({ type: 'toggleFullModal' }, both)).toEqual(withAlert);
    expect(on({ type: 'toggleFullModal', url: 'https://other.example/' }).overlay).toEqual({ page: { status: 'refused', requested: 'https://other.example/' } });
  });

  it('showMfaReminder (console extension) opens the reminder at its level with the default IAM page and the box unticked', () => {
    expect(on({ type: 'showMfaReminder', level: 'company' }).dialog).toEqual({
      kind: 'mfaReminder', level: 'company', userPage: '/app/iam2/users_preference?openMfa=true&embedded=1', dontShowAgain: false,
    });
    expect(on({ type: 'showMfaReminder', level: 'user', url: '/app/iam2/login-mfa?embedded=1' }).dialog).toMatchObject({
      level: 'user', userPage: '/app/iam2/login-mfa?embedded=1',
    });
    expect(on({ type: 'showMfaReminder', level: 'user', url: `${ORIGIN}/app/iam2/mfa#setup` }).dialog).toMatchObject({ userPage: '/app/iam2/mfa#setup' });
  });

  it('showMfaReminder needs a known level and is suppressed by "don\'t show again"', () => {
    for (const level of [undefined, 'USER', 'admin', 1]) expect(on({ type: 'showMfaReminder', level })).toBe(INITIAL_GLOBAL_DIALOGS);
    const alert = on({ type: 'showAlertPro', content: 'x' });
    expect(on({ type: 'showMfaReminder', level: 'company' }, alert, true)).toBe(alert);
  });

  it('showMfaReminder falls back to the default page for a url that is not a same-origin http(s) page', () => {
    for (const url of ['https://evil.example/mfa', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,hi', '  ', 42]) {
      expect(mfaUserPage(url, ORIGIN)).toBe('/app/iam2/users_preference?openMfa=true&embedded=1');
    }
  });

  it('the reminder keeps its "don\'t show again" box; a new reminder starts unticked', () => {
    const open = on({ type: 'showMfaReminder', level: 'user' });
    const ticked = globalDialogsReducer(open, { type: 'setMfaDontShowAgain', value: true });
    expect(ticked.dialog).toMatchObject({ kind: 'mfaReminder', dontShowAgain: true });
    expect(globalDialogsReducer(ticked, { type: 'setMfaDontShowAgain', value: true })).toBe(ticked);
    expect(on({ type: 'showMfaReminder', level: 'user' }, ticked).dialog).toMatchObject({ dontShowAgain: false });
    const alert = on({ type: 'showAlertPro', content: 'x' });
    expect(globalDialogsReducer(alert, { type: 'setMfaDontShowAgain', value: true })).toBe(alert);
  });

  it('showCloudSsoNotice (console extension) opens the notice with the opener\'s texts, if any', () => {
    expect(on({ type: 'showCloudSsoNotice' }).dialog).toEqual({ kind: 'cloudSsoNotice', title: undefined, content: undefined });
    expect(on({ type: 'showCloudSsoNotice', title: 'Cloud SSO', content: 'Managed by <b>IdP</b>', extra: 1 }).dialog).toEqual({
      kind: 'cloudSsoNotice', title: 'Cloud SSO', content: 'Managed by <b>IdP</b>',
    });
    expect(on({ type: 'showCloudSsoNotice', title: ['x'], content: '' }).dialog).toEqual({ kind: 'cloudSsoNotice', title: undefined, content: undefined });
  });

  it('a new dialog replaces the open one', () => {
    const alert = on({ type: 'showAlertPro', content: 'x' });
    expect(on({ type: 'toggleAIDialog' }, alert).dialog).toEqual({ kind: 'aiDialog' });
  });

  it('leaves the kinds other libs own, and unknown kinds, alone', () => {
    const open = on({ type: 'showAlertPro', content: 'x' });
    for (const detail of [
      { type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } },
      { type: 'objectGroupDrawer', items: [] },
      { type: 'toggleAttackModal', slideNumber: 1 },
      { type: 'nope' },
    ]) {
      expect(on(detail, open)).toBe(open);
    }
  });

  it('closes the dialog and the overlay separately', () => {
    const both = on({ type: 'toggleFullModal', url: '/x' }, on({ type: 'toggleAIDialog' }));
    expect(globalDialogsReducer(both, { type: 'closeDialog' })).toEqual({ dialog: null, overlay: both.overlay });
    expect(globalDialogsReducer(both, { type: 'closeOverlay' })).toEqual({ dialog: both.dialog, overlay: null });
    expect(globalDialogsReducer(INITIAL_GLOBAL_DIALOGS, { type: 'closeDialog' })).toBe(INITIAL_GLOBAL_DIALOGS);
  });
});

describe('resolveSameOriginUrl', () => {
  it('keeps path, query and hash of same-origin addresses', () => {
    expect(resolveSameOriginUrl('/a/b?c=1#d', ORIGIN)).toBe('/a/b?c=1#d');
    expect(resolveSameOriginUrl('relative?x', ORIGIN)).toBe('/relative?x');
    expect(resolveSameOriginUrl(`${ORIGIN}/z`, ORIGIN)).toBe('/z');
  });
  it('refuses anything else', () => {
    for (const url of ['', 'http://console.example/z', 'https://console.example:8443/z', '//evil.example', 'javascript:alert(1)', 'blob:https://console.example/x', '/\\evil.example']) {
      expect(resolveSameOriginUrl(url, ORIGIN)).toBeUndefined();
    }
  });
});
