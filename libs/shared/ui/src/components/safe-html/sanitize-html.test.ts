import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links, opening them with noopener', () => {
    const out = sanitizeHtml('<p>Update <b>ready</b> — <a href="https://example.com/kb">details</a></p>');
    expect(out).toContain('<b>ready</b>');
    expect(out).toContain('href="https://example.com/kb"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('target="_blank"');
  });
  it('removes scripts, event handlers, javascript: and data: URLs, iframes and styles', () => {
    const out = sanitizeHtml('<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="data:text/html,hi">y</a><iframe src="//evil"></iframe><span style="position:fixed">s</span>');
    expect(out).not.toMatch(/script|onerror|javascript:|data:|iframe|style=|<img/i);
    expect(out).toContain('<a target="_blank" rel="noopener noreferrer">x</a>');
  });
  it('treats empty input as empty', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
