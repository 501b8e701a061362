import { consoleDestination, navigateInConsole, type NavigatingRouter } from './console-navigation.ts';

const ORIGIN = 'https://console.example.com';
const HERE = `${ORIGIN}/app/search/main?keyword=x`;
const to = (address: string) => consoleDestination(address, HERE);

describe('consoleDestination', () => {
  it('keeps a console page in the router, with its query string and hash', () => {
    expect(to('/app/iam2/account?openMfaDrawer=true')).toEqual({ kind: 'route', href: '/app/iam2/account?openMfaDrawer=true' });
    expect(to('/app/global-search?keyword=1.00')).toEqual({ kind: 'route', href: '/app/global-search?keyword=1.00' });
    expect(to('/app/response?task=1#top')).toEqual({ kind: 'route', href: '/app/response?task=1#top' });
    expect(to(`${ORIGIN}/workbench/WB-1`)).toEqual({ kind: 'route', href: '/workbench/WB-1' });
    expect(to('  /admin/remote  ')).toEqual({ kind: 'route', href: '/admin/remote' });
  });

  it('turns a legacy hash route into its clean path (contract §1); an in-page hash stays on the page', () => {
    expect(to('#/app/ti/sandbox?rootfilesha1=ab')).toEqual({ kind: 'route', href: '/app/ti/sandbox?rootfilesha1=ab' });
    expect(to('/#/app/x')).toEqual({ kind: 'route', href: '/app/x' });
    expect(to('#results')).toEqual({ kind: 'route', href: '/app/search/main?keyword=x#results' });
  });

  it('leaves the backend’s pages to the browser', () => {
    expect(to('/logout.html?t=1')).toEqual({ kind: 'document', href: `${ORIGIN}/logout.html?t=1` });
    expect(to('/info.html#/?error_code=500')).toEqual({ kind: 'document', href: `${ORIGIN}/info.html#/?error_code=500` });
    expect(to('/saml/ssoLogin?reauth=1')).toEqual({ kind: 'document', href: `${ORIGIN}/saml/ssoLogin?reauth=1` });
    expect(to('/ui/bc/iam/contact-support')).toEqual({ kind: 'document', href: `${ORIGIN}/ui/bc/iam/contact-support` });
    expect(to(`https://user:pw@console.example.com/app/x`)).toMatchObject({ kind: 'document' });
  });

  it('never takes the console’s tab to another site, however the address is written', () => {
    for (const address of [
      'https://help.example.com/docs',
      'http://console.example.com/app/x',
      '//evil.example/phish',
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/\\evil.example/x',
      '\\/evil.example/x',
      '#//evil.example/x',
      '/#//evil.example/x',
      '/#/\t/evil.example/x',
    ]) {
      expect(to(address), address).toBeUndefined();
    }
  });

  it('ignores what is not an http(s) address', () => {
    for (const address of ['', '   ', 'javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.c', 'http://[bad']) expect(to(address)).toBeUndefined();
  });
});

describe('navigateInConsole', () => {
  function setup() {
    const router: NavigatingRouter = { navigate: vi.fn(async () => undefined), state: { location: { href: '/app/search/main?keyword=x' } } };
    const load = vi.fn();
    return { router, load, go: (address: string) => navigateInConsole(router, address, { origin: ORIGIN, load }) };
  }

  it('routes console pages, loads the rest, and does nothing for a refused address', () => {
    const { router, load, go } = setup();
    go('/app/iam2/account?openMfaDrawer=true');
    expect(router.navigate).toHaveBeenLastCalledWith({ href: '/app/iam2/account?openMfaDrawer=true' });
    go('#results');
    expect(router.navigate).toHaveBeenLastCalledWith({ href: '/app/search/main?keyword=x#results' });
    expect(load).not.toHaveBeenCalled();
    go('/logout.html?t=1');
    expect(load).toHaveBeenCalledWith(`${ORIGIN}/logout.html?t=1`);
    go('javascript:alert(1)');
    go('//evil.example/phish');
    go('https://evil.example/phish');
    expect(router.navigate).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('replaces the current entry when asked (a redirect)', () => {
    const { router, load } = setup();
    navigateInConsole(router, '/#/app/ti/sandbox?x=1', { origin: ORIGIN, load, replace: true });
    expect(router.navigate).toHaveBeenLastCalledWith({ href: '/app/ti/sandbox?x=1', replace: true });
  });
});
