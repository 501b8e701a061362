import { sandboxReportHref, sandboxSubmitHref } from './sandbox-links.ts';

describe('sandbox links (spec 001 §2.18)', () => {
  it('links the report by the root file sha1', () => {
    expect(sandboxReportHref('abc123')).toBe('/app/ti/sandbox?rootfilesha1=abc123');
  });

  it('opens the submit page with source_name, source_id, target_type and url', () => {
    const href = sandboxSubmitHref('http://example.com/?a=1&b=2');
    const url = new URL(href, 'https://console.example');
    expect(url.pathname).toBe('/ui/arp/submit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source_name: 'detail_panel',
      source_id: 'aHR0cDovL2V4YW1wbGUuY29tLz9hPTEmYj0y',
      target_type: 'url',
      url: 'http://example.com/?a=1&b=2',
    });
  });
});
