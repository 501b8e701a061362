import { detectLocale, isLocale, sentenceGap } from './locales.ts';

const store = (value: string | null) => ({ getItem: () => value });

describe('detectLocale', () => {
  it('prefers the stored language', () => {
    expect(detectLocale(store('ja'), ['en-US'])).toBe('ja');
  });
  it('reads a stored region tag as its language', () => {
    expect(detectLocale(store('ja-JP'), ['en-US'])).toBe('ja');
    expect(detectLocale(store('ja_JP'), ['en-US'])).toBe('ja');
    expect(detectLocale(store('EN-us'), ['ja'])).toBe('en');
  });
  it('falls back to the browser language base tag', () => {
    expect(detectLocale(store(null), ['ja-JP', 'en'])).toBe('ja');
  });
  it('ignores unknown stored values and never picks pseudo from the browser', () => {
    expect(detectLocale(store('xx'), ['pseudo', 'fr'])).toBe('en');
  });
  it('takes the browser language where the browser blocks site data (reading storage throws)', () => {
    const blocked = { getItem: (): string | null => { throw new DOMException('The operation is insecure.', 'SecurityError'); } };
    expect(detectLocale(blocked, ['ja'])).toBe('ja');
  });
  it('recognises locales', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
  });
});

describe('sentenceGap', () => {
  it('joins English sentences with a space and Japanese ones with none', () => {
    expect(`Signed out.${sentenceGap('en')}Bye.`).toBe('Signed out. Bye.');
    expect(`サインアウトされました。${sentenceGap('ja')}90秒後`).toBe('サインアウトされました。90秒後');
    expect(sentenceGap('pseudo')).toBe(' ');
  });
});
