import { setupI18n } from '@lingui/core';
import { createMenu } from '@soc/mocks';
import { menuItemTitle } from './menu-title.ts';
import { MENU_TITLES } from './menu-titles.ts';

const ja = setupI18n({ locale: 'ja', messages: { ja: { 'MENU.8941': 'ようこそ', 'SOME.SERVER_KEY': 'サーバーのキー' } } });
const en = setupI18n({ locale: 'en', messages: { en: { 'MENU.8941': 'Welcome (catalogue)' } } });

describe('menuItemTitle (spec 000 §3: items carry their label key as l10n)', () => {
  it('translates by the l10n key in another language', () => {
    expect(menuItemTitle({ id: '8941', title: 'Welcome', l10n: 'MENU.8941' }, ja)).toBe('ようこそ');
  });

  it('looks up a key the descriptor table does not list when the catalogue has it', () => {
    expect(menuItemTitle({ id: '9', title: 'Server key', l10n: 'SOME.SERVER_KEY' }, ja)).toBe('サーバーのキー');
  });

  it('falls back to the title for an unknown key, and to the id without a title', () => {
    expect(menuItemTitle({ id: '9', title: 'From the server', l10n: 'MENU.UNKNOWN' }, ja)).toBe('From the server');
    expect(menuItemTitle({ id: '9', title: 'No key' }, ja)).toBe('No key');
    expect(menuItemTitle({ id: '9' }, ja)).toBe('9');
  });

  it('shows the server title as sent in English', () => {
    expect(menuItemTitle({ id: '8941', title: 'Welcome', l10n: 'MENU.8941' }, en)).toBe('Welcome');
  });

  it('the descriptor table lists every key of the mock menu, including the service-provider group', () => {
    const keys: string[] = [];
    const walk = (items: ReturnType<typeof createMenu>) => items.forEach((i) => { if (i.l10n) keys.push(i.l10n); walk(i.children ?? []); });
    walk(createMenu({ view: 'xsp-itops' }));
    expect(keys.filter((k) => !(k in MENU_TITLES))).toEqual([]);
  });

  it('the table covers every menu key contract §6 ties to routes', () => {
    const contractKeys = ['8941', '8942', '8943', '8944', '8945', '8946', '89460', '8950', '8951', '8952', '8953', '8954', '8955', '8956', '8957', '8958', '41', '42', '43', '44', '1000', '1001', '1002', '1003', '1004', '1005', '1006', '1008'];
    expect(contractKeys.filter((k) => !(`MENU.${k}` in MENU_TITLES))).toEqual([]);
  });
});
