import { globalSearchHref, keywordFromSearchString, searchModuleHref, thirdPartyLogsHref } from './search-routes.ts';

describe('search routes (spec 000 §2.11)', () => {
  it.each<[string, string]>([
    ['8.8.8.8', '/app/global-search?keyword=8.8.8.8'],
    ['  example.com ', '/app/global-search?keyword=example.com'],
    ['a b&c=d', '/app/global-search?keyword=a+b%26c%3Dd'],
    ['12345', '/app/global-search?keyword=12345'],
  ])('%j → %s', (keyword, href) => {
    expect(globalSearchHref(keyword)).toBe(href);
  });

  it('builds the Search module and third-party log links', () => {
    expect(searchModuleHref('evil.example')).toBe('/app/search/main?keyword=evil.example');
    expect(thirdPartyLogsHref('10.0.0.1')).toBe('/app/tpc/syslog?keyword=10.0.0.1');
  });

  it.each<[string, string]>([
    ['?keyword=8.8.8.8', '8.8.8.8'],
    ['keyword=12345', '12345'],
    ['?keyword=a+b%26c%3Dd', 'a b&c=d'],
    ['?keyword=%22quoted%22', '"quoted"'],
    ['?other=1', ''],
    ['', ''],
  ])('reads %j verbatim as %j', (search, keyword) => {
    expect(keywordFromSearchString(search)).toBe(keyword);
  });

  it('round-trips any text', () => {
    for (const keyword of ['東京', 'https://x.example/?q=1&r=2#f', '%41', '+']) {
      expect(keywordFromSearchString(globalSearchHref(keyword).split('?')[1] ?? '')).toBe(keyword);
    }
  });
});
