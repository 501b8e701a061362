import { i18n } from '@lingui/core';
import { activateLocale, activateLocaleForFirstPaint, loadRestOfCatalogue } from './activate.ts';

describe('the catalogue in two parts (issue 11, item 8)', { timeout: 60_000 }, () => {
  afterAll(() => activateLocale('en'));

  it('activates with the first paint’s texts only, and adds the rest on request', async () => {
    await activateLocaleForFirstPaint('ja');
    expect(i18n.locale).toBe('ja');
    expect(i18n.messages['SHELL.LOADING']).toBeDefined();
    // The bell's dropdown is drawn after the first paint: its texts are not in the first part.
    expect(i18n.messages['NOTIFICATIONS.EMPTY']).toBeUndefined();
    await loadRestOfCatalogue();
    expect(i18n.messages['NOTIFICATIONS.EMPTY']).toBeDefined();
    expect(i18n.messages['SHELL.LOADING']).toBeDefined();
  });

  it('loads the rest by itself when a text of it is asked for early', async () => {
    await activateLocaleForFirstPaint('pseudo');
    expect(i18n.messages['NOTIFICATIONS.EMPTY']).toBeUndefined();
    i18n._('NOTIFICATIONS.EMPTY');
    await vi.waitFor(() => expect(i18n.messages['NOTIFICATIONS.EMPTY']).toBeDefined());
  });

  it('asked for before any locale is active, the rest waits for the activation instead of failing', async () => {
    // A first visit's 401 can be answered before the first part is active (main.tsx starts both).
    const active = i18n.locale;
    (i18n as unknown as { _locale: string })._locale = '';
    const loaded = loadRestOfCatalogue();
    await Promise.resolve();
    await activateLocaleForFirstPaint('ja');
    await loaded;
    expect(i18n.messages['NOTIFICATIONS.EMPTY']).toBeDefined();
    await activateLocale(active as 'en');
  });

  it('activateLocale loads the whole catalogue', async () => {
    await activateLocale('ja');
    expect(i18n.messages['NOTIFICATIONS.EMPTY']).toBeDefined();
  });
});
