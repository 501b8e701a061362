import { ApiError } from '../client/errors.ts';
import { postActiveStatus } from './active-status.ts';
import { getCreditPromotionQualified } from './credit-promotion.ts';
import { saveLanguage } from './language.ts';
import { getLandingPage, resolveLandingTarget } from './landing-page.ts';
import { MAX_MENU_DEPTH, menuResponseSchema, type MenuItem } from './menu.ts';
import { getSsoStatus } from './sso-status.ts';
import { getPartnerWhiteLabel, partnerWhiteLabelSchema } from './white-label.ts';
import { callOf, stubFetch } from '../testing/stub-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

describe('shell calls', () => {
  it('posts activeStatus with isActive', async () => {
    const fetchMock = stubFetch({});
    await postActiveStatus(true);
    expect(callOf(fetchMock)).toMatchObject({ url: '/ui/uic/v3/activeStatus', method: 'POST', body: { isActive: true } });
  });

  it('posts setting/language with lang', async () => {
    const fetchMock = stubFetch({ body: { result: 'ok' } });
    await saveLanguage('ja');
    expect(callOf(fetchMock)).toMatchObject({ url: '/ui/uic/v3/setting/language', method: 'POST', body: { lang: 'ja' } });
  });

  it('reads the landing page id, bare or wrapped, and tolerates a missing id', async () => {
    const fetchMock = stubFetch({ body: { id: 101 } }, { body: { data: { id: '202' } } }, { body: {} });
    expect(await getLandingPage()).toMatchObject({ id: '101' });
    expect(callOf(fetchMock)).toMatchObject({ url: '/ui/uic/v3/setting/landingPage', method: 'GET' });
    expect(await getLandingPage()).toMatchObject({ id: '202' });
    expect((await getLandingPage()).id).toBeUndefined();
  });

  it('reads a landing-page answer with no body, or null, as one without an id (from=5), not as a failed call', async () => {
    stubFetch({}, { body: null });
    expect(await getLandingPage()).toEqual({});
    expect(await getLandingPage()).toEqual({});
  });

  it('asks the partner white label with the email and reads data.email', async () => {
    const fetchMock = stubFetch({ body: { data: { email: 'support@contoso.example' } } }, { body: { data: null } });
    expect(await getPartnerWhiteLabel('partner 3141')).toEqual({ email: 'support@contoso.example' });
    expect(callOf(fetchMock).url).toBe('/public/asm/api/whitelabel/v1/partner%203141?withemail=true');
    expect(await getPartnerWhiteLabel('p')).toEqual({ email: undefined });
  });

  it('keeps the partner email only when it is one address a mailto link can carry', () => {
    const emailOf = (email: unknown) => partnerWhiteLabelSchema.parse({ data: { email } }).email;
    expect(emailOf(' help@partner.example ')).toBe('help@partner.example');
    expect(emailOf(`${'a'.repeat(64)}@${'b'.repeat(181)}.example`)).toHaveLength(254);
    expect(emailOf(`${'a'.repeat(64)}@${'b'.repeat(182)}.example`)).toBeUndefined();
    expect(emailOf(`${'a'.repeat(65)}@partner.example`)).toBeUndefined();
    expect(emailOf(`${'a'.repeat(10_000)}@partner.example`)).toBeUndefined();
    expect(emailOf('help@partner.example?cc=someone@else.example')).toBeUndefined();
    expect(emailOf('help@partner.example, other@else.example')).toBeUndefined();
    expect(emailOf('Help Desk <help@partner.example>')).toBeUndefined();
    expect(emailOf('not an address')).toBeUndefined();
    expect(emailOf(42)).toBeUndefined();
  });

  it('reads a menu whose flags come as 0/1, and shows an item whose sidebar flag is missing or unreadable', () => {
    const menu = menuResponseSchema.parse({
      data: [
        { id: 1, sidebar: 1, role: 'menu', children: [{ id: 11, sidebar: 0, role: 'menu' }] },
        { id: 2, role: 'menu' },
        { id: 3, sidebar: 'yes', role: 'menu' },
      ],
    });
    expect(menu.data.map((item) => [item.id, item.sidebar])).toEqual([['1', true], ['2', true], ['3', true]]);
    expect(menu.data[0]?.children[0]?.sidebar).toBe(false);
  });

  it('reads the menu whatever its pre-release lists hold, keeping the pre-release ids it can read (contract §6)', () => {
    const read = (extra: Record<string, unknown>) => menuResponseSchema.parse({ data: [{ id: 1, role: 'menu' }], ...extra });
    const unreadable = read({ preRelease: ['graph-explorer', 7, null], previewFramework: { preReleaseIds: [null, { id: 1 }, 9001, '1008'] } });
    expect(unreadable.data.map((item) => item.id)).toEqual(['1']);
    expect(unreadable.previewFramework.preReleaseIds).toEqual(['9001', '1008']);
    for (const previewFramework of ['none', null, undefined, { preReleaseIds: 'none' }]) {
      const menu = read({ preRelease: 'none', previewFramework });
      expect(menu.data.map((item) => item.id)).toEqual(['1']);
      expect(menu.previewFramework.preReleaseIds).toEqual([]);
    }
  });

  it('gives a keyed item without a path of its own its key\'s route (contract §6), and leaves other items as they are', () => {
    const menu = menuResponseSchema.parse({
      data: [
        { id: 8940, title: 'Email and Collaboration', children: [{ id: 8941, title: 'Welcome' }, { id: '89460', title: 'Administrator' }] },
        { id: 44, title: 'Usage report', path: '/app/usage-billing/usage-report?tab=2' },
        { id: 1003, title: 'Tags' },
        { id: 'toString', title: 'Not a key' },
      ],
    });
    expect(menu.data[0]?.path).toBeUndefined();
    expect(menu.data[0]?.children.map((child) => child.path)).toEqual(['/app/email-and-collaboration/welcome', '/app/email-and-collaboration/administrator']);
    expect(menu.data.slice(1).map((item) => item.path)).toEqual(['/app/usage-billing/usage-report?tab=2', '/app/tag-management', undefined]);
    const landing = resolveLandingTarget('8941', menu.data);
    expect(landing).toEqual({ kind: 'route', path: '/app/email-and-collaboration/welcome' });
  });

  it('keeps a menu item url only when it is a web address or a same-origin path (it is opened and linked)', () => {
    const menu = menuResponseSchema.parse({
      data: [
        { id: 1, path: '/nojump', url: 'javascript:alert(document.domain)', role: 'menu' },
        { id: 2, path: '/nojump', url: 'https://vendor.example/', role: 'menu' },
        { id: 3, url: 'data:text/html,<script>alert(1)</script>', role: 'menu' },
        { id: 4, url: '/app/x', role: 'menu' },
      ],
    });
    expect(menu.data.map((item) => item.url)).toEqual([undefined, 'https://vendor.example/', undefined, '/app/x']);
  });

  it('reads the SSO status redirectUrl', async () => {
    const fetchMock = stubFetch({ body: { redirectUrl: '/ui/sds/api/v1/sso/link?target=roleManagement' } });
    expect(await getSsoStatus()).toMatchObject({ redirectUrl: '/ui/sds/api/v1/sso/link?target=roleManagement' });
    expect(callOf(fetchMock).url).toBe('/ui/uic/v3/connectors/sds/ssoStatus');
  });

  it('returns the credit-promotion answer unparsed and leaves its errors to the caller', async () => {
    const fetchMock = stubFetch({ body: { qualified: true } }, { status: 500, body: {} });
    expect(await getCreditPromotionQualified()).toEqual({ qualified: true });
    expect(callOf(fetchMock).url).toBe('/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified');
    await expect(getCreditPromotionQualified()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('resolveLandingTarget', () => {
  const item = (id: string, path?: string, extra: Partial<MenuItem> = {}): MenuItem => ({ id, path, sidebar: true, children: [], ...extra });
  const menu = [item('100', undefined, { children: [item('101', '/dashboard'), item('602', '/nojump', { url: 'https://cas.example.com/' })] })];

  it('routes to the matching menu page at any depth', () => {
    expect(resolveLandingTarget('101', menu)).toEqual({ kind: 'route', path: '/dashboard' });
  });
  it('opens a /nojump item as an external link', () => {
    expect(resolveLandingTarget('602', menu)).toEqual({ kind: 'external', url: 'https://cas.example.com/' });
  });
  it('falls back to /users/started with from=5 without an id and from=3 when nothing matches', () => {
    expect(resolveLandingTarget(undefined, menu)).toEqual({ kind: 'started', from: 5 });
    expect(resolveLandingTarget('999', menu)).toEqual({ kind: 'started', from: 3 });
    expect(resolveLandingTarget('100', menu)).toEqual({ kind: 'started', from: 3 });
  });
});

describe('a menu nested deeper than any real one', () => {
  afterEach(() => vi.restoreAllMocks());
  const nested = (depth: number) => {
    let item: Record<string, unknown> = { id: `m${depth}`, role: 'r', children: [] };
    for (let level = depth - 1; level >= 1; level--) item = { id: `m${level}`, role: 'r', children: [item] };
    return item;
  };
  const depthOf = (items: MenuItem[]) => {
    let depth = 0;
    for (let level = items; level.length; level = level[0]?.children ?? []) depth++;
    return depth;
  };

  it('parses with the levels past the limit left out, instead of overflowing the call stack', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const input = { data: [nested(20_000)] };
    const menu = menuResponseSchema.parse(input);
    expect(depthOf(menu.data)).toBe(MAX_MENU_DEPTH);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`deeper than ${MAX_MENU_DEPTH} levels`));
    // The server's answer itself is left as it was.
    expect((input.data[0]?.['children'] as unknown[]).length).toBe(1);
  });

  it('keeps a menu within the limit whole, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(depthOf(menuResponseSchema.parse({ data: [nested(MAX_MENU_DEPTH)] }).data)).toBe(MAX_MENU_DEPTH);
    expect(warn).not.toHaveBeenCalled();
  });
});

