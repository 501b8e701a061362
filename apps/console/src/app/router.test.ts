import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { validateForbiddenSearch, validateGlobalSearchSearch } from '../routes/route-search.ts';
import { CONSOLE_ROUTER_OPTIONS } from './router-options.ts';
import { parseSearchVerbatim, stringifySearchVerbatim, withPageIndependentParams } from './search-params.ts';

// The console's router options over a three-page tree with the real search validators: the real
// route tree pulls in the whole shell.
const root = createRootRoute();
const smallTree = root.addChildren([
  createRoute({ getParentRoute: () => root, path: '/app/global-search', validateSearch: validateGlobalSearchSearch }),
  createRoute({ getParentRoute: () => root, path: '/users/about' }),
  createRoute({ getParentRoute: () => root, path: '/users/403', validateSearch: validateForbiddenSearch }),
]);

function routerAt(href: string) {
  return createRouter({ ...CONSOLE_ROUTER_OPTIONS, routeTree: smallTree, history: createMemoryHistory({ initialEntries: [href] }) });
}

/** The search the matched page reads (its route's `validateSearch` applied). */
function pageSearch(router: ReturnType<typeof routerAt>, routeId: string) {
  return router.matchRoutes(router.state.location).find((match) => match.routeId === routeId)?.search;
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
    // What the page reads: the route's validated search, the same text.
    expect(pageSearch(router, '/app/global-search')).toEqual({ keyword });
  });

  it('drops what a page cannot take: a repeated key, an over-long value', () => {
    expect(pageSearch(routerAt('/app/global-search?keyword=a&keyword=b'), '/app/global-search')).toEqual({ keyword: undefined });
    expect(pageSearch(routerAt(`/app/global-search?keyword=${'x'.repeat(2049)}`), '/app/global-search')).toEqual({ keyword: undefined });
    expect(pageSearch(routerAt('/users/403?msg=router&id=1&id=2&extra=x'), '/users/403')).toMatchObject({ msg: 'router', id: undefined });
  });

  it('writes a navigation’s search back as it was given', async () => {
    const router = routerAt('/users/about');
    const next = router.buildLocation({ to: '/users/403', search: { msg: 'app_router', id: '44' } });
    expect(next.href).toBe('/users/403?msg=app_router&id=44');
    expect(router.buildLocation({ to: '/app/global-search', search: { keyword: '1.00' } }).href).toBe('/app/global-search?keyword=1.00');
    // How the console follows an address it is handed as text (console-navigation.ts).
    await router.navigate({ href: '/app/global-search?keyword=1.00' });
    expect(router.state.location.href).toBe('/app/global-search?keyword=1.00');
    expect(pageSearch(router, '/app/global-search')).toEqual({ keyword: '1.00' });
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

describe('withPageIndependentParams', () => {
  it('carries the open panel across a redirect, and nothing else', () => {
    expect(withPageIndependentParams('/dashboard', '?panel=8:id:ep-0231&from=x')).toBe('/dashboard?panel=8%3Aid%3Aep-0231');
    expect(new URLSearchParams(withPageIndependentParams('/users/started?from=5', '?panel=6:ip:8.8.8.8~tab:intel')).get('panel')).toBe('6:ip:8.8.8.8~tab:intel');
    expect(withPageIndependentParams('/app/x?panel=1:messageId:a#top', '?panel=2:computerId:b')).toBe('/app/x?panel=1:messageId:a#top');
    expect(withPageIndependentParams('/dashboard', '')).toBe('/dashboard');
  });

  it('changes nothing else: where the address leads is the navigation helper’s decision', () => {
    expect(withPageIndependentParams('#/app/ti/sandbox', '?panel=8:id:a')).toBe('/?panel=8%3Aid%3Aa#/app/ti/sandbox');
    expect(withPageIndependentParams('https://other.example/x', '?panel=8:id:a')).toBe('https://other.example/x?panel=8%3Aid%3Aa');
    expect(withPageIndependentParams('http://[bad', '?panel=8:id:a')).toBe('http://[bad');
    expect(withPageIndependentParams('#/app/ti/sandbox', '?other=1')).toBe('#/app/ti/sandbox');
  });
});
