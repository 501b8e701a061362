import { isRouteAllowed, readAllowedIds } from './allowed-ids.ts';

describe('route access (spec 000 §4.1)', () => {
  it('allows routes without keys and everything before a list is stored', () => {
    expect(isRouteAllowed(undefined, new Set())).toBe(true);
    expect(isRouteAllowed(['8945'], undefined)).toBe(true);
  });
  it('needs one of the route keys in the stored list', () => {
    expect(isRouteAllowed(['41', '42', '43'], new Set(['42']))).toBe(true);
    expect(isRouteAllowed(['8945'], new Set(['8941']))).toBe(false);
  });
  it('reads the stored list and ignores malformed values', () => {
    localStorage.setItem('allowedIds', JSON.stringify([8945, '1008']));
    expect(readAllowedIds()).toEqual(new Set(['8945', '1008']));
    localStorage.setItem('allowedIds', '{oops');
    expect(readAllowedIds()).toBeUndefined();
  });
});
