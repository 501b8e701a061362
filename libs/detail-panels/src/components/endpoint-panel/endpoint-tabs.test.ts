import { ENDPOINT_DEFAULT_TAB, endpointTabs, resolveNumberedTab } from './endpoint-tabs.ts';

describe('endpointTabs (spec 001 §2.5, §6)', () => {
  it.each([
    [{ identity: true, tags: true }, ['1', '2', '3', '4', '5']],
    [{ identity: false, tags: true }, ['1', '2', '3', '5']],
    [{ identity: true, tags: false }, ['1', '2', '3', '4']],
    [{ identity: false, tags: false }, ['1', '2', '3']],
  ])('%j → %j', (rules, expected) => {
    expect(endpointTabs(rules)).toEqual(expected);
  });
});

describe('resolveNumberedTab', () => {
  const all = endpointTabs({ identity: true, tags: true });
  const limited = endpointTabs({ identity: false, tags: false });

  it('defaults to Basic (2)', () => {
    expect(ENDPOINT_DEFAULT_TAB).toBe('2');
    expect(resolveNumberedTab(all, undefined, ENDPOINT_DEFAULT_TAB)).toBe('2');
  });

  it.each([1, '1', 3, '3', ' 5 ', 4])('opens the requested tab %j when available', (wanted) => {
    expect(resolveNumberedTab(all, wanted, ENDPOINT_DEFAULT_TAB)).toBe(String(wanted).trim());
  });

  it.each([4, '4', 5, '5', 0, 6, 'policy', '', null, 2.5])('falls back to Basic for %j when it is not available', (wanted) => {
    expect(resolveNumberedTab(limited, wanted, ENDPOINT_DEFAULT_TAB)).toBe('2');
  });
});
