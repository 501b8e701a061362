import { wellFormed } from './well-formed.ts';

describe('wellFormed', () => {
  it('keeps well-formed text, surrogate pairs included', () => {
    expect(wellFormed('')).toBe('');
    expect(wellFormed('ops desk 検索')).toBe('ops desk 検索');
    expect(wellFormed('a😀b👩‍💻')).toBe('a😀b👩‍💻');
    expect(wellFormed('\uD83D\uDE00')).toBe('\uD83D\uDE00');
  });
  it('replaces a lone high or low surrogate by U+FFFD', () => {
    expect(wellFormed('ops\uD800desk@example.com')).toBe('ops\uFFFDdesk@example.com');
    expect(wellFormed('ops\uDC00desk')).toBe('ops\uFFFDdesk');
    expect(wellFormed('\uD800')).toBe('\uFFFD');
    expect(wellFormed('\uDFFF')).toBe('\uFFFD');
    expect(wellFormed('a\uD800')).toBe('a\uFFFD');
    expect(wellFormed('\uDC00a')).toBe('\uFFFDa');
  });
  it('replaces each lone surrogate next to a pair, and a reversed pair as two', () => {
    expect(wellFormed('\uD800\uD83D\uDE00')).toBe('\uFFFD\uD83D\uDE00');
    expect(wellFormed('\uD83D\uDE00\uDC00')).toBe('\uD83D\uDE00\uFFFD');
    expect(wellFormed('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
    expect(wellFormed('\uD800\uD800\uDC00')).toBe('\uFFFD\uD800\uDC00');
  });
  it('gives text encodeURIComponent accepts', () => {
    expect(() => encodeURIComponent('a\uD800')).toThrow(URIError);
    expect(encodeURIComponent(wellFormed('a\uD800'))).toBe('a%EF%BF%BD');
  });
});
