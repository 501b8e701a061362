import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createConsoleRouter } from './router.ts';
import { parseSearchVerbatim, stringifySearchVerbatim } from './search-params.ts';

// The console's router options over a two-page tree: the real route tree pulls in the whole shell.
vi.mock('../routes/route-tree.tsx', async () => {
  const { createRootRoute, createRoute } = await import('@tanstack/react-router');
  const root = createRootRoute();
  const page = (path: string) => createRoute({ getParentRoute: () => root, path });
  return { routeTree: root.addChildren([page('/app/global-search'), page('/users/about'), page('/users/403')]) };
});

function routerAt(href: string) {
  return createConsoleRouter(new QueryClient(), createMemoryHistory({ initialEntries: [href] }));
}

describe('the console router reads query strings verbatim (spec 000 §2.7)', () => {
  it.each([
    ['1.00', '?keyword=1.00'],
    ['0.00', '?keyword=0.00'],
    ['"quoted"', '?keyword=%22quoted%22'],
    ['true', '?keyword=true'],
    ['null', '?keyword=null'],
    ['[1,2]', '?keyword=%5B1%2C2%5D'],
    ['{"a":1}', '?keyword=%7B%22a%22%3A1%7D'],
    ['12345678901234567890', '?keyword=12345678901234567890'],
    ['a b', '?keyword=a+b'],
  ])('keyword %s stays a string of the same text', (keyword, searchStr) => {
    const router = routerAt(`/app/global-search${searchStr}`);
    expect(router.state.location.search).toEqual({ keyword });
    expect(new URLSearchParams(router.state.location.searchStr).get('keyword')).toBe(keyword);
  });

  it('writes a navigation’s search back as it was given', () => {
    const router = routerAt('/users/about');
    const next = router.buildLocation({ to: '/users/403', search: { msg: 'app_router', id: '44' } as never });
    expect(next.href).toBe('/users/403?msg=app_router&id=44');
    expect(router.buildLocation({ href: '/app/global-search?keyword=1.00' } as never).href).toBe('/app/global-search?keyword=1.00');
  });
});

describe('parseSearchVerbatim / stringifySearchVerbatim', () => {
  it('keeps repeated keys and round-trips', () => {
    expect(parseSearchVerbatim('?a=0.10&b=x&b=y')).toEqual({ a: '0.10', b: ['x', 'y'] });
    expect(stringifySearchVerbatim({ a: '0.10', b: ['x', 'y'], gone: undefined, none: null })).toBe('?a=0.10&b=x&b=y');
    expect(stringifySearchVerbatim({ n: 44, ok: true })).toBe('?n=44&ok=true');
    expect(stringifySearchVerbatim({})).toBe('');
  });
});
