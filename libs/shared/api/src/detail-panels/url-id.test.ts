import { decodeUrlId, encodeUrlId } from './url-id.ts';

describe('encodeUrlId (spec 001 §5: base64 without padding)', () => {
  it('drops the padding', () => {
    expect(encodeUrlId('http://example.com/')).toBe('aHR0cDovL2V4YW1wbGUuY29tLw');
    expect(encodeUrlId('a')).toBe('YQ');
    expect(encodeUrlId('abc')).toBe('YWJj');
  });
  it('encodes UTF-8, not Latin-1', () => {
    expect(encodeUrlId('https://例え.jp/パス')).toBe('aHR0cHM6Ly/kvovjgYguanAv44OR44K5');
  });
  it('uses the standard alphabet, as any base64 decoder reads it', () => {
    const url = 'https://example.com/?q=>>>???';
    const id = encodeUrlId(url);
    expect(id).toMatch(/[+/]/);
    expect(id).toBe(Buffer.from(url).toString('base64').replace(/=+$/, ''));
    expect(id).not.toMatch(/=/);
  });
  it('round-trips through decodeUrlId, which also reads padded and URL-safe base64', () => {
    const url = 'https://login.microsoftonline-secure.example/common/oauth2/authorize?client_id=ä&x=~';
    expect(decodeUrlId(encodeUrlId(url))).toBe(url);
    expect(decodeUrlId('aHR0cDovL2V4YW1wbGUuY29tLw==')).toBe('http://example.com/');
    expect(decodeUrlId('aHR0cHM6Ly_kvovjgYguanAv44OR44K5')).toBe('https://例え.jp/パス');
    expect(decodeUrlId('not base64!')).toBeUndefined();
  });
});
