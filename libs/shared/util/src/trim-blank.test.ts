import { trimBlank } from './trim-blank.ts';

describe('trimBlank', () => {
  it('trims spaces, full-width spaces and characters that print nothing at either end', () => {
    expect(trimBlank('  a b  ')).toBe('a b');
    expect(trimBlank('\u3000検索\u3000')).toBe('検索');
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164', '\u115F', '\uFFA0']) {
      expect(trimBlank(`${invisible}${invisible} `)).toBe('');
      expect(trimBlank(`${invisible}x${invisible}`)).toBe('x');
    }
  });
  it('keeps what is inside, emoji sequences included', () => {
    expect(trimBlank(' 👩‍💻 team ')).toBe('👩‍💻 team');
    expect(trimBlank('a\u200Bb')).toBe('a\u200Bb');
  });
});
