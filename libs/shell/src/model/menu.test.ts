import type { MenuItem } from '@soc/api';
import { findTrail, sidebarItems, toggleGroup } from './menu.ts';

const node = (id: string, path?: string, children: MenuItem[] = [], sidebar = true): MenuItem => ({ id, path, children, sidebar, role: 'menu' });
const menu = [
  node('a', undefined, [node('a1', '/app/a1'), node('a2', undefined, [node('a2x', '/app/a2/x')])]),
  node('b', undefined, [node('b1', '/app/b1'), node('hidden', '/app/h', [], false)]),
  node('c', '/dashboard'),
];

describe('toggleGroup (spec 000 §2.1)', () => {
  it('opening a group closes the other groups', () => {
    expect(toggleGroup(menu, ['a'], 'b')).toEqual(['b']);
  });
  it('opening a subgroup keeps its ancestors open', () => {
    expect(toggleGroup(menu, ['a'], 'a2')).toEqual(['a', 'a2']);
  });
  it('re-opening a group keeps its open children', () => {
    expect(toggleGroup(menu, ['a2'], 'a')).toEqual(['a2', 'a']);
  });
  it('closing a group closes its subgroups', () => {
    expect(toggleGroup(menu, ['a', 'a2'], 'a')).toEqual([]);
  });
});

describe('menu helpers', () => {
  it('keeps only sidebar items', () => {
    expect(sidebarItems(menu)[1]?.children.map((c) => c.id)).toEqual(['b1']);
  });
  it('keeps only items that carry a role, at every level (spec 002 §6)', () => {
    const { role: _none, ...roleless } = node('x', '/app/x');
    const withRoleless = [node('g', undefined, [node('g1', '/app/g1'), roleless]), { ...roleless, id: 'y' }];
    expect(sidebarItems(withRoleless).map((i) => i.id)).toEqual(['g']);
    expect(sidebarItems(withRoleless)[0]?.children.map((c) => c.id)).toEqual(['g1']);
  });
  it('finds the trail of the current page, longest match wins', () => {
    expect(findTrail(menu, '/app/a2/x/detail').map((i) => i.id)).toEqual(['a', 'a2', 'a2x']);
    expect(findTrail(menu, '/dashboard').map((i) => i.id)).toEqual(['c']);
    expect(findTrail(menu, '/nowhere')).toEqual([]);
  });
});
