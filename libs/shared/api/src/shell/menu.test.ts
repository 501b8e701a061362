import { resolveLandingTarget } from './landing-page.ts';
import { menuResponseSchema } from './menu.ts';

const item = (id: number, extra: Record<string, unknown> = {}) => ({ id, role: 'menu', ...extra });
const pathsOf = (paths: unknown[]) => menuResponseSchema.parse({ data: paths.map((path, index) => item(index + 1, { path })) }).data.map((entry) => entry.path);

describe('menu item path (contract §6: a console route)', () => {
  it('keeps a console route, a legacy hash route and /nojump', () => {
    expect(pathsOf(['/app/ti/sandbox?x=1#top', '#/app/ti/sandbox?rootfilesha1=ab', '/#/app/x', '/nojump', '  /dashboard  '])).toEqual([
      '/app/ti/sandbox?x=1#top',
      '#/app/ti/sandbox?rootfilesha1=ab',
      '/#/app/x',
      '/nojump',
      '/dashboard',
    ]);
  });

  it('leaves out a path to another site or of another scheme: the entry has no path', () => {
    const hostile = [
      '//evil.example/phish',
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/\\evil.example/x',
      'https://evil.example/phish',
      'http://evil.example/',
      'data:text/html,<script>alert(1)</script>',
      "javascript:alert('x')",
      '#//evil.example/x',
      '/#//evil.example/x',
      'app/x',
      '',
    ];
    expect(pathsOf(hostile)).toEqual(hostile.map(() => undefined));
  });

  it('sends a keyed item whose path was left out to its key’s route; as a landing page, any other is not found', () => {
    const menu = menuResponseSchema.parse({ data: [item(1003, { path: '//evil.example/tags' }), item(7001, { path: '//evil.example/phish' })] });
    expect(menu.data.map((entry) => entry.path)).toEqual(['/app/tag-management', undefined]);
    expect(resolveLandingTarget('7001', menu.data)).toEqual({ kind: 'started', from: 3 });
  });
});

describe('a menu with malformed entries', () => {
  it('leaves the unreadable entries and children out and keeps the rest', () => {
    const menu = menuResponseSchema.parse({
      data: [
        item(1, { path: '/dashboard' }),
        null,
        'x',
        { id: {}, role: 'menu' },
        { id: null, role: 'menu' },
        item(2, { children: 'none' }),
        item(3, { children: [null, item(31, { path: '/app/a' }), { id: {} }, item(32, { children: [7, item(321)] })] }),
      ],
    });
    expect(menu.data.map((entry) => entry.id)).toEqual(['1', '2', '3']);
    expect(menu.data[1]?.children).toEqual([]);
    expect(menu.data[2]?.children.map((entry) => entry.id)).toEqual(['31', '32']);
    expect(menu.data[2]?.children[1]?.children.map((entry) => entry.id)).toEqual(['321']);
  });

  it('is bad data when `data` is no list, or none of its entries can be read', () => {
    for (const data of [{}, 'x', null, [null, 'x']]) expect(menuResponseSchema.safeParse({ data }).success, JSON.stringify(data)).toBe(false);
  });
});
