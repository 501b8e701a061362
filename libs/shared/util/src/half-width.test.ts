import { toHalfWidth } from './half-width.ts';

describe('toHalfWidth', () => {
  it('makes full-width digits, letters and dots half-width', () => {
    expect(toHalfWidth('１９２．１６８．０．１')).toBe('192.168.0.1');
    expect(toHalfWidth('ＥＸＡＭＰＬＥ．ＣＯＭ')).toBe('EXAMPLE.COM');
  });
  it('reads the ideographic full stops as dots', () => {
    expect(toHalfWidth('１０。２０。１。２１')).toBe('10.20.1.21');
    expect(toHalfWidth('10｡0｡0｡1')).toBe('10.0.0.1');
  });
  it('makes a full-width space a space and leaves other text alone', () => {
    expect(toHalfWidth('\u30008.8.8.8')).toBe(' 8.8.8.8');
    expect(toHalfWidth('検索')).toBe('検索');
  });
});
