import { redirect } from '@tanstack/react-router';
import {
  MAX_SEARCH_CODE_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
  validateForbiddenSearch,
  validateGlobalSearchSearch,
  validateStartedSearch,
} from './route-search.ts';

describe('the routes’ search validators', () => {
  it('keep a string exactly as the address gave it', () => {
    for (const keyword of ['1.00', '0.00', '12345678901234567890', '"quoted"', 'true', 'null', '[1,2]', ' a b ', '']) {
      expect(validateGlobalSearchSearch({ keyword })).toEqual({ keyword });
    }
    expect(validateForbiddenSearch({ msg: 'app_router', id: '8751' })).toEqual({ msg: 'app_router', id: '8751' });
    expect(validateStartedSearch({ from: '6' })).toEqual({ from: '6' });
  });

  it('drop a repeated key, a non-string and an over-long value, and name every key they drop', () => {
    const hostile: unknown[] = [['a', 'b'], 6, true, null, { a: 1 }, () => 'x', Symbol('x')];
    for (const value of hostile) {
      expect(validateGlobalSearchSearch({ keyword: value })).toEqual({ keyword: undefined });
      expect(validateForbiddenSearch({ msg: value, id: value })).toEqual({ msg: undefined, id: undefined });
      expect(validateStartedSearch({ from: value })).toEqual({ from: undefined });
    }
    expect(validateGlobalSearchSearch({ keyword: 'k'.repeat(MAX_SEARCH_TEXT_LENGTH) }).keyword).toHaveLength(MAX_SEARCH_TEXT_LENGTH);
    expect(validateGlobalSearchSearch({ keyword: 'k'.repeat(MAX_SEARCH_TEXT_LENGTH + 1) })).toEqual({ keyword: undefined });
    expect(validateForbiddenSearch({ msg: 'm'.repeat(MAX_SEARCH_CODE_LENGTH + 1), id: '1' })).toEqual({ msg: undefined, id: '1' });
    expect(Object.keys(validateForbiddenSearch({}))).toEqual(['msg', 'id']);
    expect(validateStartedSearch({ other: 'x' })).toEqual({ from: undefined });
  });

  it('type every redirect and navigation to these routes (tsc fails on an unused @ts-expect-error)', () => {
    expect(redirect({ to: '/users/403', search: { msg: 'router' } }).options.search).toEqual({ msg: 'router' });
    // @ts-expect-error a landing fallback travels as text
    redirect({ to: '/users/started', search: { from: 6 } });
    // @ts-expect-error the global-search page reads no such key
    redirect({ to: '/app/global-search', search: { q: 'x' } });
  });
});
