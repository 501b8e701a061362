import { highlightSegments } from '../../model/search-history.ts';
import type { MenuPage } from './menu-pages.ts';
import { MAX_PAGE_RESULTS, paletteResults } from './palette-results.ts';
import type { RecentPanel } from './recent-panels.ts';

const page = (id: string, title: string, trail: string[] = []): MenuPage => ({ id, title, trail, href: `/app/${id}`, external: false });
const PAGES = [
  page('report-overview', 'Reports', ['Dashboards and Reports']),
  page('usage', 'Usage Report', ['Service Management']),
  page('gw-logs', 'Logs', ['Email', 'Email Gateway']),
  page('gw-reports', 'Reports', ['Email', 'Email Gateway']),
  page('exec', 'Executive Dashboard'),
  page('ja-usage', '使用状況レポート'),
];
const RECENT: RecentPanel[] = [
  { searchType: 6, identifier: '8.8.8.8', params: { ip: '8.8.8.8' } },
  { searchType: 5, identifier: 'evil.example', params: { domain: 'evil.example' } },
];

const kinds = (text: string) => paletteResults(text, PAGES, RECENT).options.map((o) => (o.kind === 'page' ? `page:${o.page.id}` : o.kind === 'recent' ? `recent:${o.panel.identifier}` : o.kind));

describe('paletteResults', () => {
  it('lists the recent panels for blank text, and no pages', () => {
    expect(kinds('')).toEqual(['recent:8.8.8.8', 'recent:evil.example']);
    expect(kinds('   ')).toEqual(['recent:8.8.8.8', 'recent:evil.example']);
    expect(paletteResults('', PAGES, []).groups).toEqual([]);
  });

  it('ranks titles that start with the text, then titles with a word that does, then titles containing it, then group names', () => {
    expect(kinds('report')).toEqual(['page:report-overview', 'page:gw-reports', 'page:usage']);
    expect(kinds('ort')).toEqual(['page:report-overview', 'page:usage', 'page:gw-reports']);
    expect(kinds('gateway')).toEqual(['page:gw-logs', 'page:gw-reports']);
  });

  it('matches every word, in any order, ignoring case and character width', () => {
    expect(kinds('REPORT usage')).toEqual(['page:usage']);
    expect(kinds('ｕｓａｇｅ　ｒｅｐｏｒｔ')).toEqual(['page:usage']);
    expect(kinds('使用状況')).toEqual(['page:ja-usage']);
    expect(kinds('gateway logs')).toEqual(['page:gw-logs']);
  });

  it('marks where the words are in the title', () => {
    const first = paletteResults('usage rep', PAGES, []).options[0];
    expect(first?.kind === 'page' && first.ranges).toEqual([[0, 5], [6, 9]]);
  });

  it('offers an indicator its panel first, then a global search, then what else matches', () => {
    const results = paletteResults('8.8.8.8', PAGES, RECENT);
    expect(results.groups.map((g) => g.key)).toEqual(['indicator', 'recent']);
    expect(results.options[0]).toMatchObject({ kind: 'panel', target: { searchType: 6, params: { ip: '8.8.8.8' } } });
    expect(results.options[1]).toMatchObject({ kind: 'search', keyword: '8.8.8.8' });
    expect(kinds('8.8.8.8')).toEqual(['panel', 'search', 'recent:8.8.8.8']);
  });

  it.each([
    ['a94a8fe5ccb19ba61c4c0873d391e987982fbbd3', { searchType: 3, params: { sha1: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3' } }],
    ['Evil.Example.', { searchType: 5, params: { domain: 'evil.example' } }],
    ['https://evil.example/login', { searchType: 4, params: { url: 'https://evil.example/login' } }],
    ['aiko@northwind.example', { searchType: 11, params: { userId: 'aiko@northwind.example' } }],
  ])('%s opens its panel', (text, target) => {
    expect(paletteResults(text, PAGES, []).options[0]).toMatchObject({ kind: 'panel', target });
  });

  it('offers only the global search for a private address (spec 001 §5) and for kinds no panel takes', () => {
    expect(kinds('192.168.1.10')).toEqual(['search']);
    expect(paletteResults('192.168.1.10', PAGES, []).indicator.isPrivate).toBe(true);
    expect(kinds('44d88612fea8a8f36de82e1278abb02f')).toEqual(['search']);
    expect(kinds('WIN-DC01')).toEqual(['search']);
  });

  it('offers nothing for free text that matches nothing', () => {
    expect(paletteResults('mimikatz', PAGES, RECENT)).toMatchObject({ groups: [], options: [], indicator: { kind: 'text' } });
  });

  it('lists at most 50 matching pages, best first, and counts the others', () => {
    const many = Array.from({ length: 5000 }, (_, i) => page(`p${i}`, `Item ${i}`, ['Group']));
    const results = paletteResults('item', [page('first', 'Item', []), ...many], []);
    const listed = results.options.filter((o) => o.kind === 'page');
    expect(listed).toHaveLength(MAX_PAGE_RESULTS);
    expect(listed[0]).toMatchObject({ page: { id: 'first' } });
    expect(results.morePages).toBe(5001 - MAX_PAGE_RESULTS);
    expect(paletteResults('report', PAGES, []).morePages).toBe(0);
  });
});

describe('paletteResults: the order and the matches the palette promises (README, issue 13)', () => {
  it('lists at most 50 pages', () => {
    expect(MAX_PAGE_RESULTS).toBe(50);
    const many = Array.from({ length: 60 }, (_, i) => page(`p${i}`, `Item ${i}`));
    expect(paletteResults('item', many, []).options).toHaveLength(50);
    expect(paletteResults('item', many, []).morePages).toBe(10);
  });

  it('ranks a page whose group names the text after a page whose title contains it', () => {
    // "Dashboards and Reports" names Reports' group; "Executive Dashboard" has it in its title.
    expect(kinds('dash')).toEqual(['page:exec', 'page:report-overview']);
  });

  it('ranks a title with a word that starts with one of the words above a title that only contains them', () => {
    const pages = [page('inside', 'Onboardexecs'), page('word', 'Executive Dashboard')];
    const ids = (text: string) => paletteResults(text, pages, []).options.map((o) => (o.kind === 'page' ? o.page.id : o.kind));
    expect(ids('exec board')).toEqual(['word', 'inside']);
    expect(ids('board exec')).toEqual(['word', 'inside']);
  });

  it('takes punctuation as a word boundary in titles', () => {
    const pages = [page('inside', 'Catalogs'), page('slash', 'Audit/Logs')];
    expect(paletteResults('logs', pages, []).options.map((o) => o.kind === 'page' && o.page.id)).toEqual(['slash', 'inside']);
  });

  it('lists the matching pages before the matching recent panels', () => {
    const recent: RecentPanel[] = [{ searchType: 11, identifier: 'logs-admin', params: { userId: 'logs-admin' } }];
    const results = paletteResults('logs', PAGES, recent);
    expect(results.groups.map((g) => g.key)).toEqual(['pages', 'recent']);
    expect(results.options.map((o) => o.key)).toEqual(['page:gw-logs', 'recent:11:logs-admin']);
  });

  it("matches recent panels on their object, not on the names of the panel's params", () => {
    expect(kinds('domain')).toEqual([]);
    expect(kinds('evil')).toEqual(['recent:evil.example']);
  });

  it('marks every word in the title in reading order, so each one is highlighted, whatever order they were typed in', () => {
    const first = paletteResults('report usage', PAGES, []).options[0];
    const ranges = first?.kind === 'page' ? first.ranges : [];
    expect(ranges).toEqual([[0, 5], [6, 12]]);
    expect(highlightSegments('Usage Report', ranges).filter((s) => s.match).map((s) => s.text)).toEqual(['Usage', 'Report']);
  });

  it('marks nothing rather than the wrong letters when folding changes the length of a title', () => {
    // NFKC turns the ligature "ﬁ" into two letters: positions in the folded text no longer fit the title.
    const [hit] = paletteResults('settings', [page('profile', 'Proﬁle settings')], []).options;
    expect(hit).toMatchObject({ kind: 'page', page: { id: 'profile' }, ranges: [] });
  });
});
