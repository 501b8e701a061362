import { BASIC_TAB, numberedTabs, RISK_OVERVIEW_TAB } from './numbered-tabs.ts';

const TABS = numberedTabs([RISK_OVERVIEW_TAB, BASIC_TAB, { value: '3', label: { id: 'A' }, shownWhen: 'a' }, { value: '4', label: { id: 'B' }, shownWhen: 'b' }]);

describe('numberedTabs', () => {
  it('reads each tab label by its number', () => {
    expect(Object.keys(TABS.labels)).toEqual(['1', '2', '3', '4']);
    expect(TABS.labels['1']).toBe(RISK_OVERVIEW_TAB.label);
    expect(TABS.labels['2']).toBe(BASIC_TAB.label);
    expect(TABS.labels['4']).toEqual({ id: 'B' });
  });

  it.each([
    [{ a: true, b: true }, ['1', '2', '3', '4']],
    [{ a: false, b: true }, ['1', '2', '4']],
    [{ a: true, b: false }, ['1', '2', '3']],
    [{ a: false, b: false }, ['1', '2']],
  ])('shows %j → %j: a tab without a rule always, in order', (rules, expected) => {
    expect(TABS.shown(rules)).toEqual(expected);
  });

  it('opens the tab asked for when shown, otherwise Basic', () => {
    const shown = TABS.shown({ a: false, b: true });
    expect(TABS.resolve(shown, 4)).toBe('4');
    expect(TABS.resolve(shown, ' 1 ')).toBe('1');
    expect(TABS.resolve(shown, '3')).toBe('2');
    expect(TABS.resolve(shown, undefined)).toBe('2');
  });
});
