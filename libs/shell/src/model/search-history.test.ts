import {
  addToHistory,
  highlightSegments,
  isLongEnoughForHistory,
  matchHistory,
  normaliseHistory,
  readSearchHistory,
  recordSearch,
  SEARCH_HISTORY_LIMIT,
  SEARCH_SUGGESTION_LIMIT,
  writeSearchHistory,
} from './search-history.ts';

const KEY = 'searchHistory';
const numbered = (n: number, prefix = 'keyword') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe('normaliseHistory', () => {
  it.each<[string, unknown, string[]]>([
    ['not an array', { a: 1 }, []],
    ['undefined', undefined, []],
    ['strings only, trimmed, no blanks', [' a1 ', 3, null, '', '   ', { x: 1 }, 'b2'], ['a1', 'b2']],
    ['case-insensitive duplicates: the newest spelling wins', ['Example.com', 'example.COM', 'other'], ['Example.com', 'other']],
    ['accents are not case', ['résumé', 'resume'], ['résumé', 'resume']],
  ])('%s', (_name, input, expected) => {
    expect(normaliseHistory(input)).toEqual(expected);
  });

  it(`keeps at most ${SEARCH_HISTORY_LIMIT}`, () => {
    expect(normaliseHistory(numbered(80))).toEqual(numbered(SEARCH_HISTORY_LIMIT));
  });
});

describe('addToHistory (newest first, de-duplicated, capped)', () => {
  it.each<[string, string[], string, string[]]>([
    ['puts a new keyword first', ['b', 'c'], 'a', ['a', 'b', 'c']],
    ['moves an earlier keyword to the front', ['b', 'a', 'c'], 'a', ['a', 'b', 'c']],
    ['matches case-insensitively and keeps the new spelling', ['EXAMPLE.com', 'x'], 'example.com', ['example.com', 'x']],
    ['trims', ['b'], '  a  ', ['a', 'b']],
    ['ignores blank text', ['b'], ' \t ', ['b']],
  ])('%s', (_name, history, keyword, expected) => {
    expect(addToHistory(history, keyword)).toEqual(expected);
  });

  it('drops the oldest beyond the cap', () => {
    const next = addToHistory(numbered(SEARCH_HISTORY_LIMIT), 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(next[0]).toBe('new');
    expect(next.at(-1)).toBe(`keyword-${SEARCH_HISTORY_LIMIT - 2}`);
  });
});

describe('stored history (contract §5: `searchHistory`, JSON array, newest first)', () => {
  it('reads, records and writes under `searchHistory`', () => {
    localStorage.setItem(KEY, JSON.stringify(['older', 'oldest']));
    expect(readSearchHistory()).toEqual(['older', 'oldest']);
    expect(recordSearch('newest')).toEqual(['newest', 'older', 'oldest']);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual(['newest', 'older', 'oldest']);
  });

  it.each(['not json', '{"a":1}', '42', 'null'])('treats %j as an empty history', (raw) => {
    localStorage.setItem(KEY, raw);
    expect(readSearchHistory()).toEqual([]);
    expect(recordSearch('first')).toEqual(['first']);
  });

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } };
    expect(readSearchHistory(broken)).toEqual([]);
    expect(() => writeSearchHistory(['a'], broken)).not.toThrow();
    expect(recordSearch('a', broken)).toEqual(['a']);
  });

  it('writes at most the cap', () => {
    writeSearchHistory(numbered(70));
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toHaveLength(SEARCH_HISTORY_LIMIT);
  });
});

describe('matchHistory (spec 000 §2.7, §9: more than 2 characters, up to 10)', () => {
  const history = ['Example.com', 'evil-example.net', '8.8.8.8', 'www.EXAMPLE.org', 'other', 'exampleexample'];

  it.each<[string, string, string[]]>([
    ['nothing for 2 characters', 'ex', []],
    ['nothing for 2 characters padded with spaces', '  ex  ', []],
    ['matches from 3 characters', 'exa', ['Example.com', 'evil-example.net', 'www.EXAMPLE.org', 'exampleexample']],
    ['is case-insensitive', 'EXAMPLE', ['Example.com', 'evil-example.net', 'www.EXAMPLE.org', 'exampleexample']],
    ['trims the typed text', '  8.8.  ', ['8.8.8.8']],
    ['treats regular-expression characters literally', '8.8', ['8.8.8.8']],
    ['finds nothing that does not occur', 'xyz', []],
    ['blank text', '   ', []],
  ])('%s', (_name, text, expected) => {
    expect(matchHistory(text, history).map((m) => m.keyword)).toEqual(expected);
  });

  it('keeps the history order (newest first) and stops at 10', () => {
    const many = numbered(30, 'host');
    const matches = matchHistory('host', many);
    expect(SEARCH_SUGGESTION_LIMIT).toBe(10);
    expect(matches).toHaveLength(10);
    expect(matches.map((m) => m.keyword)).toEqual(many.slice(0, 10));
  });

  it('returns every occurrence as a range of the original spelling', () => {
    expect(matchHistory('example', ['exampleEXAMPLE.com'])).toEqual([{ keyword: 'exampleEXAMPLE.com', ranges: [[0, 7], [7, 14]] }]);
    expect(matchHistory('.8.', ['8.8.8.8'])).toEqual([{ keyword: '8.8.8.8', ranges: [[1, 4]] }]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isLongEnoughForHistory('😀😀')).toBe(false);
    expect(isLongEnoughForHistory('😀😀😀')).toBe(true);
    expect(matchHistory('東京都', ['東京都庁'])).toEqual([{ keyword: '東京都庁', ranges: [[0, 3]] }]);
  });
});

describe('highlightSegments', () => {
  it.each<[string, string, Array<[number, number]>, Array<[string, boolean]>]>([
    ['no ranges', 'abc', [], [['abc', false]]],
    ['middle', 'www.example.org', [[4, 11]], [['www.', false], ['example', true], ['.org', false]]],
    ['start and end', 'exampleexample', [[0, 7], [7, 14]], [['example', true], ['example', true]]],
    ['ignores bad ranges', 'abc', [[2, 1], [0, 9]], [['abc', false]]],
  ])('%s', (_name, text, ranges, expected) => {
    expect(highlightSegments(text, ranges).map((s) => [s.text, s.match])).toEqual(expected);
  });
});
