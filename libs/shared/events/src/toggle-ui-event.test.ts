import { CONSOLE_EXTENSION_TYPES, dispatchToggleUIEvent, isSearchType, onToggleUIEvent, readToggleUIEvent, TOGGLE_UI_EVENT } from './toggle-ui-event.ts';
import { MAX_LABEL_LENGTH } from '@soc/util';

describe('toggleUICEvent bus', () => {
  it('routes each kind to its handler only', () => {
    const drawer = vi.fn();
    const modal = vi.fn();
    const off = onToggleUIEvent({ toggleDrawer: drawer, toggleModal: modal });
    dispatchToggleUIEvent({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } });
    expect(drawer).toHaveBeenCalledWith({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } });
    expect(modal).not.toHaveBeenCalled();
    off();
    dispatchToggleUIEvent({ type: 'toggleModal', url: '/x' });
    expect(modal).not.toHaveBeenCalled();
  });

  it('ignores events from page scripts with no or unknown detail', () => {
    const drawer = vi.fn();
    const off = onToggleUIEvent({ toggleDrawer: drawer });
    window.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: null }));
    window.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'nope' } }));
    window.dispatchEvent(new Event(TOGGLE_UI_EVENT));
    expect(drawer).not.toHaveBeenCalled();
    off();
  });

  it('routes the console extensions showMfaReminder and showCloudSsoNotice like any other kind', () => {
    const mfa = vi.fn();
    const sso = vi.fn();
    const off = onToggleUIEvent({ showMfaReminder: mfa, showCloudSsoNotice: sso });
    window.dispatchEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail: { type: 'showMfaReminder', level: 'user', url: '/app/iam2/x' } }));
    dispatchToggleUIEvent({ type: 'showCloudSsoNotice', title: 'Cloud SSO' });
    expect(mfa).toHaveBeenCalledWith({ type: 'showMfaReminder', level: 'user', url: '/app/iam2/x' });
    expect(sso).toHaveBeenCalledWith({ type: 'showCloudSsoNotice', title: 'Cloud SSO' });
    off();
    expect(CONSOLE_EXTENSION_TYPES).toEqual(['showMfaReminder', 'showCloudSsoNotice']);
  });

  it('reads only details whose kind it knows', () => {
    const read = (detail: unknown) => readToggleUIEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail }));
    expect(read({ type: 'showMfaReminder', level: 'company' })).toEqual({ type: 'showMfaReminder', level: 'company' });
    expect(read({ type: 'showcloudssonotice' })).toBeUndefined();
    expect(read({ type: 'toString' })).toBeUndefined();
    expect(read('showMfaReminder')).toBeUndefined();
  });

  it('reads numbers sent as text as numbers, and a numeric pre-release key as its key', () => {
    const read = (detail: unknown) => readToggleUIEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail }));
    expect(read({ type: 'toggleDrawer', search_type: '6', width: ' 600 ', params: { ip: '8.8.8.8' } })).toEqual({ type: 'toggleDrawer', search_type: 6, width: 600, params: { ip: '8.8.8.8' } });
    expect(read({ type: 'toggleAttackModal', slideNumber: '3' })).toEqual({ type: 'toggleAttackModal', slideNumber: 3 });
    expect(read({ type: 'togglePreRelease', preReleaseKey: 2017 })).toEqual({ type: 'togglePreRelease', preReleaseKey: '2017' });
    // Text that is not a number stays text, for the reader of the kind to refuse.
    expect(read({ type: 'toggleDrawer', search_type: '6; drop', params: {} })).toMatchObject({ search_type: '6; drop' });
    expect(read({ type: 'togglePreRelease', preReleaseKey: Number.NaN })).toMatchObject({ preReleaseKey: Number.NaN });
  });

  it('cuts a dialog title past 256 characters with an ellipsis, and leaves the content whole', () => {
    const read = (detail: unknown) => readToggleUIEvent(new CustomEvent(TOGGLE_UI_EVENT, { detail }));
    const content = 'c'.repeat(100_000);
    const detail = read({ type: 'showRedAlert', title: 'W'.repeat(1_000_000), content }) as { title: string; content: string };
    expect(detail.title).toHaveLength(MAX_LABEL_LENGTH);
    expect(detail.title.endsWith('…')).toBe(true);
    expect(detail.content).toBe(content);
    expect(read({ type: 'toggleModal', url: '/x', title: 'Short' })).toMatchObject({ title: 'Short' });
  });

  it('knows the valid search types 1-13', () => {
    expect([0, 1, 13, 14, 2.5, '3'].map(isSearchType)).toEqual([false, true, true, false, false, false]);
  });
});
