import { MENU_KEY_ROUTES } from '@soc/api';
import { legacyTarget, replaceLegacyHashAddress, rewriteLegacyHash, ROUTES } from './route-table.ts';

describe('route table', () => {
  it('has no duplicate paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('ties the contract §6 menu keys to their routes', () => {
    const keysOf = (path: string) => ROUTES.find((r) => r.path === path)?.keys;
    expect(keysOf('/app/email-and-collaboration/quarantine')).toEqual(['8945']);
    expect(keysOf('/app/email-and-collaboration/$')).toEqual(['89460']);
    expect(keysOf('/app/email-gateway/administration')).toEqual(['8958']);
    expect(keysOf('/app/customer-management/$')).toEqual(['41', '42', '43']);
    expect(keysOf('/app/usage-billing/usage-report')).toEqual(['44']);
    expect(keysOf('/app/ai-scanner-guard')).toEqual(['1008']);
    expect(keysOf('/dashboard')).toBeUndefined();
  });
  it('has each menu key\'s own route (where an item without a path goes) checked by that key', () => {
    // `$id` is one segment, a trailing `$` any tail; an exact path wins over a pattern, as in the router.
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/\/\$$/, '(/.*)?').replace(/\$[a-z]+/g, '[^/]+')}$`).test(path);
    for (const [key, path] of Object.entries(MENU_KEY_ROUTES)) {
      const route = ROUTES.find((r) => r.path === path) ?? ROUTES.find((r) => matches(r.path, path));
      expect(route?.keys, `${key} → ${path}`).toContain(key);
    }
  });
  it('gives the identity module its switch pages, so opening them directly does not bounce to the root', () => {
    for (const path of ['/app/bc/company/switch', '/app/iam2/switch-saml-group']) {
      expect(ROUTES.find((r) => r.path === path)).toEqual({ path, module: 'Identity and Access Management', keys: undefined });
    }
  });
  it('redirects legacy paths, keeping their tail', () => {
    expect(legacyTarget('/app/search2')).toBe('/app/search');
    expect(legacyTarget('/app/search2/abc')).toBe('/app/search/abc');
    expect(legacyTarget('/app/ciso')).toBe('/dashboard');
    expect(legacyTarget('/app/early-warning/x')).toBe('/app/targeted-attack-detection/x');
    expect(legacyTarget('/app/search')).toBeUndefined();
  });
  it('rewrites a legacy hash route to a clean path (contract §1)', () => {
    expect(rewriteLegacyHash({ pathname: '/', search: '', hash: '#/app/ti/sandbox?rootfilesha1=abc' })).toBe('/app/ti/sandbox?rootfilesha1=abc');
    expect(rewriteLegacyHash({ pathname: '/app/x', search: '', hash: '#/y' })).toBeUndefined();
    expect(rewriteLegacyHash({ pathname: '/', search: '', hash: '#main-content' })).toBeUndefined();
  });
  describe('replaceLegacyHashAddress (on load)', () => {
    const ORIGIN = 'https://console.example.com';
    function load(hash: string, pathname = '/') {
      const history = { replaceState: vi.fn<History['replaceState']>() };
      replaceLegacyHashAddress({ origin: ORIGIN, pathname, search: '', hash }, history);
      return history.replaceState;
    }

    it('shows the clean path of a legacy hash route, and leaves other addresses alone', () => {
      expect(load('#/app/ti/sandbox?rootfilesha1=abc')).toHaveBeenCalledExactlyOnceWith(null, '', '/app/ti/sandbox?rootfilesha1=abc');
      expect(load('#/users/403?msg=router#top')).toHaveBeenCalledExactlyOnceWith(null, '', '/users/403?msg=router#top');
      expect(load('#/')).toHaveBeenCalledExactlyOnceWith(null, '', '/');
      expect(load('#main-content')).not.toHaveBeenCalled();
      expect(load('#/y', '/app/x')).not.toHaveBeenCalled();
    });

    it('sends a route that leads off the origin to the root (the browser refuses such an address)', () => {
      for (const hash of ['#//evil.example/x', '#/\\evil.example', '#/\t/evil.example/x', '#//console.example.com.evil.example/', '#//[bad']) {
        expect(load(hash), hash).toHaveBeenCalledExactlyOnceWith(null, '', '/');
      }
      expect(load('#//console.example.com/app/x?y=1')).toHaveBeenCalledExactlyOnceWith(null, '', '/app/x?y=1');
    });

    it('lets the console start when the browser still refuses the address', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const history = {
        replaceState: () => {
          throw new DOMException('refused', 'SecurityError');
        },
      };
      expect(() => replaceLegacyHashAddress({ origin: ORIGIN, pathname: '/', search: '', hash: '#/app/x' }, history)).not.toThrow();
      expect(error).toHaveBeenCalledOnce();
      error.mockRestore();
    });
  });
});
