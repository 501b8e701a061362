import { ENDPOINT_TABS } from './endpoint-tabs.ts';

describe('endpoint tabs (spec 001 §2.5, §6)', () => {
  it.each([
    [{ identity: true, tags: true }, ['1', '2', '3', '4', '5']],
    [{ identity: false, tags: true }, ['1', '2', '3', '5']],
    [{ identity: true, tags: false }, ['1', '2', '3', '4']],
    [{ identity: false, tags: false }, ['1', '2', '3']],
  ])('%j → %j', (rules, expected) => {
    expect(ENDPOINT_TABS.shown(rules)).toEqual(expected);
  });
});

describe('the tab to open', () => {
  const all = ENDPOINT_TABS.shown({ identity: true, tags: true });
  const limited = ENDPOINT_TABS.shown({ identity: false, tags: false });

  it('defaults to Basic (2)', () => {
    expect(ENDPOINT_TABS.resolve(all, undefined)).toBe('2');
  });

  it.each([1, '1', 3, '3', ' 5 ', 4])('opens the requested tab %j when available', (wanted) => {
    expect(ENDPOINT_TABS.resolve(all, wanted)).toBe(String(wanted).trim());
  });

  it.each([4, '4', 5, '5', 0, 6, 'policy', '', null, 2.5])('falls back to Basic for %j when it is not available', (wanted) => {
    expect(ENDPOINT_TABS.resolve(limited, wanted)).toBe('2');
  });
});
