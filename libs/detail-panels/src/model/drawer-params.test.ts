import { MAX_PARAM_LENGTH, readDrawerParams } from './drawer-params.ts';

describe('readDrawerParams (contract §7 params from untyped page scripts)', () => {
  it('reads numbers as text and leaves a missing required id empty', () => {
    expect(readDrawerParams(6, { ip: 8 })).toEqual({ ip: '8' });
    expect(readDrawerParams(3, null)).toEqual({ sha1: '' });
    expect(readDrawerParams(3, 'oops')).toEqual({ sha1: '' });
  });

  it('takes an identifier up to the limit, and one longer as not given (the panel says no data)', () => {
    const longest = 'a'.repeat(MAX_PARAM_LENGTH);
    expect(readDrawerParams(1, { messageId: longest })).toEqual({ messageId: longest });
    expect(readDrawerParams(1, { messageId: `${longest}a` })).toEqual({ messageId: '' });
    expect(readDrawerParams(6, { ip: '8.8.8.8', account: 'x'.repeat(1_000_000) })).toEqual({ ip: '8.8.8.8' });
  });
});
