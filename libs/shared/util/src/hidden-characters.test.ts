import { hasHiddenCharacters, splitHidden } from './hidden-characters.ts';

describe('splitHidden', () => {
  it('cuts out bidi controls, so a reversed extension cannot pass for another', () => {
    expect(splitHidden('invoice_\u202Efdp.exe')).toEqual([
      { kind: 'text', text: 'invoice_' },
      { kind: 'hidden', code: 'U+202E' },
      { kind: 'text', text: 'fdp.exe' },
    ]);
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(hasHiddenCharacters(`a${control}b`)).toBe(true);
    }
  });

  it('cuts out zero-width and format characters, fillers, the soft hyphen and control characters', () => {
    expect(splitHidden('evil\u200B.com')).toEqual([
      { kind: 'text', text: 'evil' },
      { kind: 'hidden', code: 'U+200B' },
      { kind: 'text', text: '.com' },
    ]);
    for (const hidden of ['\u2060', '\uFEFF', '\u00AD', '\u3164', '\u115F', '\uFFA0', '\u180E', '\u0000', '\u0007', '\u001B', '\u007F', '\u0085']) {
      expect(hasHiddenCharacters(`a${hidden}b`)).toBe(true);
    }
    expect(splitHidden('\u200B')).toEqual([{ kind: 'hidden', code: 'U+200B' }]);
  });

  it('keeps tab, line breaks and every visible character as text', () => {
    for (const text of ['a\tb', 'a\nb\r\n', 'ファイル名.exe', 'خادم-الملفات', 'Zürich', '']) {
      expect(splitHidden(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps the joiners of emoji sequences and of Persian, and shows them between ASCII letters', () => {
    expect(hasHiddenCharacters('👩\u200D💻')).toBe(false);
    expect(hasHiddenCharacters('می\u200Cخواهم')).toBe(false);
    expect(splitHidden('pay\u200Dpal')).toEqual([
      { kind: 'text', text: 'pay' },
      { kind: 'hidden', code: 'U+200D' },
      { kind: 'text', text: 'pal' },
    ]);
    expect(hasHiddenCharacters('\u200Cpaypal')).toBe(true);
    // A Japanese word break (the console's own catalogue marks some so).
    expect(hasHiddenCharacters('保護\u200Bエージェント')).toBe(false);
    expect(hasHiddenCharacters('保護\u2060エージェント')).toBe(false);
  });

  it('shows each of several hidden characters in a row', () => {
    expect(splitHidden('a\u202E\u202Cb')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'hidden', code: 'U+202E' },
      { kind: 'hidden', code: 'U+202C' },
      { kind: 'text', text: 'b' },
    ]);
  });
});
