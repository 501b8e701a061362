import { dispatchToggleUIEvent, isSearchType, onToggleUIEvent, TOGGLE_UI_EVENT } from './toggle-ui-event.ts';

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

  it('knows the valid search types 1-13', () => {
    expect([0, 1, 13, 14, 2.5, '3'].map(isSearchType)).toEqual([false, true, true, false, false, false]);
  });
});
