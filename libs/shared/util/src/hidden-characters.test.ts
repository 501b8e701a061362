import { hasHiddenCharacters, splitHidden, visibleText } from './hidden-characters.ts';

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
    // Tag characters can carry a hidden text ("ASCII smuggling"); separators and shaping controls too.
    expect(splitHidden('ok\u{E0041}\u{E0042}')).toEqual([
      { kind: 'text', text: 'ok' },
      { kind: 'hidden', code: 'U+E0041' },
      { kind: 'hidden', code: 'U+E0042' },
    ]);
    for (const hidden of ['\u2028', '\u2029', '\u206A', '\u206F', '\uFFF9', '\uFFFB']) {
      expect(hasHiddenCharacters(`a${hidden}b`)).toBe(true);
    }
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
    // Between look-alike letters (Cyrillic, Greek, accented Latin) a zero-width character only hides.
    expect(hasHiddenCharacters('\u0430\u200B\u0440')).toBe(true);
    expect(hasHiddenCharacters('\u03B1\u200D\u03B2')).toBe(true);
    expect(hasHiddenCharacters('é\u200Bé')).toBe(true);
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

  it('writes hidden characters as codes for a hover title, and leaves other text as it is', () => {
    expect(visibleText('invoice_\u202Efdp.exe')).toBe('invoice_[U+202E]fdp.exe');
    expect(visibleText('保護\u200Bエージェント')).toBe('保護\u200Bエージェント');
  });
});
