import DOMPurify from 'dompurify';
import { MAX_SERVER_HTML_DEPTH, MAX_SERVER_HTML_LENGTH, sanitizeHtml } from './sanitize-html.ts';

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
    // A link whose address was unsafe is plain text: no address, no new window.
    expect(out).toContain('<a>x</a>');
  });
  it('keeps a path only while it stays on the console: `/\\host` and a tab or newline in `//host` lead elsewhere', () => {
    for (const href of ['/\\evil.example/x', '/&#9;/evil.example/x', '/&#10;/evil.example/x', '/\t/evil.example/x', '//evil.example/x']) {
      expect(sanitizeHtml(`<a href="${href}">in-app?</a>`), href).toBe('<a>in-app?</a>');
    }
    expect(sanitizeHtml('<a href="/app/x">page</a>')).toContain('href="/app/x"');
  });
  it('treats empty input as empty', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
  it('parses a description once while it stays among the recent ones (a tab switch re-renders the same list)', () => {
    const parse = vi.spyOn(DOMPurify, 'sanitize');
    const first = '<p>cached <b>once</b><img src=x onerror=alert(1)></p>';
    expect(sanitizeHtml(first)).toBe(sanitizeHtml(first));
    expect(parse).toHaveBeenCalledTimes(1);
    // The cache is bounded: after 600 other descriptions the first is parsed again.
    for (let index = 0; index < 600; index += 1) sanitizeHtml(`<p>item ${index}</p>`);
    parse.mockClear();
    expect(sanitizeHtml(first)).not.toMatch(/onerror/);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
  it('cuts a description past its length, and says so with "…" (hundreds of kilobytes froze or crashed the tab)', () => {
    const out = sanitizeHtml(`<p>${'spam '.repeat(60_000)}</p>`);
    expect(out.length).toBeLessThan(MAX_SERVER_HTML_LENGTH + 20);
    expect(out).toMatch(/^<p>spam spam .*…<\/p>$/);
  });
  it('never cuts inside a tag, an entity or a surrogate pair, and always says it cut', () => {
    const upTo = (tail: string) => `${'x'.repeat(MAX_SERVER_HTML_LENGTH - tail.length)}${tail}`;
    expect(sanitizeHtml(`${upTo('<')}b>bold</b>`)).toBe(`${'x'.repeat(MAX_SERVER_HTML_LENGTH - 1)}…`);
    expect(sanitizeHtml(`${upTo('<a href="/app/x" tit')}le="t">link</a>`)).toMatch(/x…$/);
    expect(sanitizeHtml(`${upTo('&am')}p; more`)).toMatch(/x…$/);
    expect(sanitizeHtml(`${upTo('\uD83D')}\uDE00 more`)).toMatch(/x…$/);
  });
  it('keeps only the text of elements nested past its depth, in order', () => {
    const depth = 200;
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(`${'<ul><li>'.repeat(depth)}deep${'</li></ul>'.repeat(depth)}<p>after</p>`);
    let deepest = 0;
    for (const element of Array.from(holder.querySelectorAll('*'))) {
      let level = 0;
      for (let node: Element | null = element; node && node !== holder; node = node.parentElement) level += 1;
      deepest = Math.max(deepest, level);
    }
    expect(deepest).toBe(MAX_SERVER_HTML_DEPTH);
    expect(holder.textContent).toBe('deepafter');
    expect(holder.lastElementChild?.outerHTML).toBe('<p>after</p>');
  });

  it('draws each hidden character of the text as its code, in an element of its own', () => {
    expect(sanitizeHtml('<p>Blocked <b>invoice_\u202Efdp.exe</b> from evil\u200B.com</p>')).toBe(
      '<p>Blocked <b>invoice_<span data-hidden-character="" dir="ltr">U+202E</span>fdp.exe</b> from evil<span data-hidden-character="" dir="ltr">U+200B</span>.com</p>',
    );
    // Joiners inside an emoji sequence and a Japanese word break are left as they are.
    expect(sanitizeHtml('<p>👩\u200D💻 保護\u200Bエージェント</p>')).toBe('<p>👩\u200D💻 保護\u200Bエージェント</p>');
  });
});
