// Shared pieces of the backend's own HTML pages: escaping and one accessible, self-contained layout.
// These pages must work without the console bundle, so their styles are inline and their scripts are
// inline or served by the mock itself (the switch-board's, under the console's strict CSP).

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Serialises a value for a `<script>` block: valid JS, and no way to close the script element. */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A trusted HTML fragment; everything interpolated into it must already be escaped. */
export interface SafeHtml {
  readonly html: string;
}

/** Tagged template: interpolations are escaped unless they are `SafeHtml` (or arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return { html: out };
}

function render(value: unknown): string {
  if (Array.isArray(value)) return value.map(render).join('');
  if (isSafe(value)) return value.html;
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(value);
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && 'html' in value && typeof (value as { html: unknown }).html === 'string';
}

/** Marks a string the code itself wrote (styles, scripts) as trusted. Never pass request data here. */
function trusted(source: string): SafeHtml {
  return { html: source };
}

/** An inline script whose only dynamic part is `data`, serialised safely. */
export function script(source: string, data?: Record<string, unknown>): SafeHtml {
  const prelude = data ? `const DATA = ${jsonForScript(data)};\n` : '';
  return trusted(`<script>\n${prelude}${source}\n</script>`);
}

const BASE_STYLES = `
:root { color-scheme: light dark; --bg: #f4f6f8; --card: #ffffff; --text: #1b2430; --muted: #4a5565; --accent: #0b5cad; --accent-text: #ffffff; --border: #d0d7e0; --danger: #a4161a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #11161d; --card: #1b222c; --text: #e8edf3; --muted: #b4bfcc; --accent: #6cb2ff; --accent-text: #0b1320; --border: #334050; --danger: #ff8a8a; }
}
* { box-sizing: border-box; }
html, body { margin: 0; }
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif; background: var(--bg); color: var(--text); min-height: 100vh; }
main { max-width: 34rem; margin: 12vh auto 2rem; padding: 2rem; background: var(--card); border: 1px solid var(--border); border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 0.06); }
h1 { font-size: 1.5rem; line-height: 1.3; margin: 0 0 0.75rem; }
p { margin: 0 0 1rem; }
.muted { color: var(--muted); }
.brand { font-size: 0.875rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--muted); margin-bottom: 1.25rem; }
.button { display: inline-block; padding: 0.625rem 1.25rem; border-radius: 8px; background: var(--accent); color: var(--accent-text); font-weight: 600; text-decoration: none; border: 0; cursor: pointer; font: inherit; }
.button:hover { filter: brightness(1.08); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
dl.details { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
dl.details dt { font-weight: 600; }
dl.details dd { margin: 0; font-family: ui-monospace, "Liberation Mono", monospace; word-break: break-all; }
`;

/** A complete page. `body` is trusted markup built with `html`. */
export function page(options: { title: string; body: SafeHtml; styles?: string; head?: SafeHtml }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(options.title)}</title>
<style>${BASE_STYLES}${options.styles ?? ''}</style>
${options.head?.html ?? ''}
</head>
<body>
${options.body.html}
</body>
</html>
`;
}
