// The identity module's pages the console frames for switch company / switch SAML group (spec 000
// §4.6, contract §9), as this backend serves them: one button per result, each posting
// `{ type, result }` to the parent window. "From another origin" posts the same message from a page
// on this server's other host name (127.0.0.1 ↔ localhost), an origin the console must ignore unless
// consoleSettings.allowedOrigins lists it.
import type { Answer } from './route.ts';

const KINDS: Record<string, { type: string; title: string }> = {
  '/app/bc/company/switch': { type: 'switchCompany', title: 'Switch company' },
  '/app/iam2/switch-saml-group': { type: 'switchSamlGroup', title: 'Switch SAML group' },
};
const RESULTS = ['done', 'close', 'mfaEnabled', 'groupOpen'] as const;
const POSTER = '/__sb/shell-switch-poster';

const html = (title: string, body: string): Answer => ({
  contentType: 'text/html; charset=utf-8',
  text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`,
});

function otherHost(url: URL): string {
  const host = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return `${url.protocol}//${host}:${url.port}`;
}

export function shellPages(url: URL): Answer | undefined {
  if (url.pathname === POSTER) {
    // Posts to the top window (the console) with any target origin: the console must check the sender.
    const message = JSON.stringify({ type: url.searchParams.get('type'), result: url.searchParams.get('result') });
    return html('poster', `<script>window.top.postMessage(${message}, '*');</script><p>posted</p>`);
  }
  const kind = KINDS[url.pathname];
  // Embedded only: opened directly, the path is the console's own page.
  if (!kind || url.searchParams.get('embedded') !== '1') return undefined;
  const buttons = RESULTS.map((result) => `<button type="button" data-result="${result}">${result}</button>`).join(' ');
  const foreign = `${otherHost(url)}${POSTER}`;
  return html(
    kind.title,
    `<h1>${kind.title}</h1><p>Second backend identity page</p>${buttons}
<button type="button" id="foreign">done from another origin</button><div id="slot"></div>
<script>
  for (const b of document.querySelectorAll('[data-result]')) b.addEventListener('click', () => parent.postMessage({ type: ${JSON.stringify(kind.type)}, result: b.dataset.result }, location.origin));
  document.getElementById('foreign').addEventListener('click', () => {
    const f = document.createElement('iframe');
    f.title = 'poster';
    f.src = ${JSON.stringify(foreign)} + '?type=${kind.type}&result=done';
    document.getElementById('slot').append(f);
  });
</script>`,
  );
}
