import { decodeUrlId, encodeUrlId } from './url-id.ts';

describe('encodeUrlId (spec 001 §5: base64 without padding)', () => {
  it('drops the padding', () => {
    expect(encodeUrlId('http://example.com/')).toBe('aHR0cDovL2V4YW1wbGUuY29tLw');
    expect(encodeUrlId('a')).toBe('YQ');
    expect(encodeUrlId('abc')).toBe('YWJj');
  });
  it('encodes UTF-8, not Latin-1', () => {
    expect(encodeUrlId('https://例え.jp/パス')).toBe('aHR0cHM6Ly_kvovjgYguanAv44OR44K5');
  });
  it('uses the URL-safe alphabet so the id fits a path segment', () => {
    const id = encodeUrlId('https://example.com/?q=>>>???');
    expect(id).not.toMatch(/[+/=]/);
  });
  it('round-trips through decodeUrlId, which also reads padded standard base64', () => {
    const url = 'https://login.microsoftonline-secure.example/common/oauth2/authorize?client_id=ä&x=~';
    expect(decodeUrlId(encodeUrlId(url))).toBe(url);
    expect(decodeUrlId('aHR0cDovL2V4YW1wbGUuY29tLw==')).toBe('http://example.com/');
    expect(decodeUrlId('not base64!')).toBeUndefined();
  });
});
