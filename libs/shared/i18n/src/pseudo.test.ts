import { setupI18n, type Messages } from '@lingui/core';
import { lengthenPseudoMessages, PSEUDO_EXPANSION } from './pseudo.ts';

const messages: Messages = {
  'USER_MENU.LOGOUT': 'Ĺöĝ öûţ',
  'USER_MENU.LABEL': ['Ûšéŕ ɱéñû: ', ['userName']],
  'COUNT': [['count', 'plural', { one: ['#', ' ñéŵ'], other: ['#', ' ñéŵ'] }]],
  EMPTY: '',
};

describe('lengthenPseudoMessages', () => {
  const long = lengthenPseudoMessages(messages);
  const i18n = setupI18n({ locale: 'pseudo', messages: { pseudo: long } });

  it('makes every text at least 35 % longer, brackets included, so overflow shows in the pseudo-locale', () => {
    const logout = i18n._('USER_MENU.LOGOUT');
    expect(logout.startsWith('[Ĺöĝ öûţ')).toBe(true);
    expect(logout.endsWith(']')).toBe(true);
    expect(logout.length).toBeGreaterThanOrEqual(Math.ceil('Ĺöĝ öûţ'.length * (1 + PSEUDO_EXPANSION)));
  });

  it('keeps placeholders and plurals working', () => {
    expect(i18n._('USER_MENU.LABEL', { userName: 'aiko' })).toMatch(/^\[Ûšéŕ ɱéñû: aiko~+\]$/);
    expect(i18n._('COUNT', { count: 3 })).toMatch(/^\[3 ñéŵ~+\]$/);
  });

  it('leaves an empty text empty', () => {
    expect(long.EMPTY).toBe('');
  });
});

describe('activateLocale("pseudo")', () => {
  it('activates the lengthened catalogue', async () => {
    const { activateLocale, i18n } = await import('./activate.ts');
    await activateLocale('pseudo');
    const logout = i18n._('USER_MENU.LOGOUT');
    expect(logout).toMatch(/^\[.+~+\]$/);
    expect(logout.length).toBeGreaterThanOrEqual(Math.ceil('Logout'.length * (1 + PSEUDO_EXPANSION)));
  });
});
