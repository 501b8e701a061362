import { menuResponseSchema, type MenuItem } from '@soc/api';
import { menuPages } from './menu-pages.ts';

const item = (id: string, title: string | undefined, path?: string, extra: Partial<MenuItem> = {}): MenuItem => ({ id, title, path, sidebar: true, role: 'menu', children: [], ...extra });

/** A menu as the console holds it: past the menu schema, which drops unsafe paths and addresses. */
const received = (items: readonly MenuItem[]): MenuItem[] => menuResponseSchema.parse({ data: items }).data;

describe('menuPages', () => {
  it('offers exactly what the left menu links: a group is no page, even with a route, and an entry below the second submenu level is not offered (spec 000 §2.1)', () => {
    const menu = [
      item('1', 'Top group', '/app/top', {
        children: [item('2', 'Sub group', '/app/sub', { children: [item('3', 'Page', '/app/page', { children: [item('4', 'Too deep', '/app/deep')] })] })],
      }),
    ];
    // The left menu draws 1 and 2 as groups, 3 as a link (the third level is always a leaf) and never draws 4.
    expect(menuPages(received(menu)).map((page) => page.id)).toEqual(['3']);
  });

  it('lists every entry with a route, in menu order, with the titles of its groups', () => {
    const menu = [
      item('40', 'Service Management', undefined, { children: [item('44', 'Usage Report', '/app/usage-billing/usage-report')] }),
      item('8940', 'Email', undefined, {
        children: [item('8950', 'Email Gateway', undefined, { children: [item('8956', 'Logs', '/app/email-gateway/logs')] })],
      }),
      item('1008', 'AI Scanner Guard', '/app/ai-scanner-guard'),
    ];
    expect(menuPages(menu)).toEqual([
      { id: '44', title: 'Usage Report', trail: ['Service Management'], href: '/app/usage-billing/usage-report', external: false },
      { id: '8956', title: 'Logs', trail: ['Email', 'Email Gateway'], href: '/app/email-gateway/logs', external: false },
      { id: '1008', title: 'AI Scanner Guard', trail: [], href: '/app/ai-scanner-guard', external: false },
    ]);
  });

  it('leaves out what the left menu does not show and what is not a page', () => {
    const menu = [
      item('1', 'Hidden', '/hidden', { sidebar: false }),
      item('2', 'Group', undefined, { children: [item('3', 'Under hidden group', '/x')], sidebar: false }),
      item('8751', 'Role Management'),
      item('881', 'Companion'),
      item('4', 'Relative', 'app/relative'),
    ];
    expect(menuPages(received(menu))).toEqual([]);
  });

  it('offers /nojump entries with a web address or a same-origin path as external pages, and no other scheme', () => {
    const menu = [
      item('602', 'Cloud App Security', '/nojump', { url: 'https://cloud-app-security.example.com/' }),
      item('603', 'Script', '/nojump', { url: 'javascript:alert(1)' }),
      item('604', 'Nowhere', '/nojump'),
      // The left menu links it (contract §6 "url"): the palette offered only http(s) and left it out.
      item('605', 'Reports portal', '/nojump', { url: '/portal/reports' }),
    ];
    expect(menuPages(received(menu))).toEqual([
      { id: '602', title: 'Cloud App Security', trail: [], href: 'https://cloud-app-security.example.com/', external: true },
      { id: '605', title: 'Reports portal', trail: [], href: '/portal/reports', external: true },
    ]);
  });

  it('offers a legacy hash route as the left menu links it (contract §1)', () => {
    expect(menuPages(received([item('606', 'Legacy page', '#/app/legacy')]))).toEqual([
      { id: '606', title: 'Legacy page', trail: [], href: '#/app/legacy', external: false },
    ]);
  });

  it('names an entry without a title by its id, as the left menu does', () => {
    expect(menuPages([item('77', undefined, '/app/x')])[0]?.title).toBe('77');
  });
});

describe('menuPages with the console language', () => {
  it('titles pages and their groups as the left menu does', () => {
    const menu = [item('40', 'Service Management', undefined, { l10n: 'MENU.40', children: [item('44', 'Usage Report', '/app/usage-billing/usage-report', { l10n: 'MENU.44' })] })];
    const ja: Record<string, string> = { 'MENU.40': 'サービス管理', 'MENU.44': '使用状況レポート' };
    expect(menuPages(menu, (entry) => ja[entry.l10n ?? ''] ?? entry.id)).toEqual([
      { id: '44', title: '使用状況レポート', trail: ['サービス管理'], href: '/app/usage-billing/usage-report', external: false },
    ]);
  });
});

describe('menuPages: the pages inside a group', () => {
  it('offers the entries of a group that has a route of its own, as the left menu shows them', () => {
    const menu = [item('8940', 'Email', '/app/email-and-collaboration/welcome', { children: [item('8942', 'Dashboard', '/app/email-and-collaboration/dashboard')] })];
    expect(menuPages(received(menu))).toContainEqual({ id: '8942', title: 'Dashboard', trail: ['Email'], href: '/app/email-and-collaboration/dashboard', external: false });
  });
});
