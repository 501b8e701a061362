import { readToken } from './storage.ts';
import { callHeaders } from './url.ts';

const stored = (token: string | null): Pick<Storage, 'getItem'> => ({ getItem: (key) => (key === 'token' ? token : null) });

describe('readToken (contract §2, §5)', () => {
  it('reads the stored token', () => {
    expect(readToken(stored('sb-1d3cde81a973'))).toBe('sb-1d3cde81a973');
    expect(readToken(stored('eyJhbGciOi.J9-_~+/=!'))).toBe('eyJhbGciOi.J9-_~+/=!');
  });

  it('has no token when none is stored, or storage is blocked', () => {
    expect(readToken(stored(null))).toBeUndefined();
    expect(readToken(stored(''))).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readToken(blocked)).toBeUndefined();
  });

  it.each([
    ['a non-Latin-1 character', 'sb-トークン'],
    ['a line break', 'sb-abc\nX-Evil: 1'],
    ['a carriage return', 'sb-abc\r'],
    ['a control character', 'sb-\u0000abc'],
    ['DEL', 'sb-abc\u007f'],
    ['a Latin-1 letter', 'sb-café'],
    ['a space inside', 'sb abc'],
    ['spaces around it', ' sb-abc '],
    ['only spaces', '   '],
  ])('has no token when the stored one holds %s: it could not be sent as a header', (_, token) => {
    expect(readToken(stored(token))).toBeUndefined();
  });

  it('lets every call build its headers whatever the stored token holds', () => {
    localStorage.setItem('token', 'sb-トークン');
    expect(() => callHeaders(undefined)).not.toThrow();
    expect(callHeaders(undefined).has('X-Auth-Token')).toBe(false);
    localStorage.setItem('token', 'sb-abc\nX-Evil: 1');
    expect(callHeaders(undefined).has('X-Auth-Token')).toBe(false);
    localStorage.setItem('token', 'sb-abc');
    expect(callHeaders(undefined).get('X-Auth-Token')).toBe('sb-abc');
  });
});
