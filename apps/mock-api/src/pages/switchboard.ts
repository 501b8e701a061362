// GET /__mock/: a switch-board for humans — personas, flags, faults, latency and socket pushes.
// The markup is here; its script is switchboard-client.ts, a typed and linted browser module that
// esbuild compiles when first asked for (GET /__mock/switchboard.js).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { html, page } from './html.ts';

/** Where the page loads its script from: a file of the origin, as a strict `script-src 'self'` allows. */
export const SWITCHBOARD_SCRIPT_PATH = '/__mock/switchboard.js';
const CLIENT_ENTRY = fileURLToPath(new URL('./switchboard-client.ts', import.meta.url));

let compiled: Promise<string> | undefined;

/** The switch-board's script as browser JavaScript: compiled once per process, again after a failure. */
export function switchboardScript(): Promise<string> {
  compiled ??= compileClient().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

async function compileClient(): Promise<string> {
  // A classic script in an IIFE: it runs where the inline one did (end of body) and leaks no globals.
  const result = await build({ entryPoints: [CLIENT_ENTRY], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', logLevel: 'silent' });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild wrote no switch-board script');
  return output.text;
}

export interface SwitchboardProps {
  title: string;
}

const STYLES = `
main { max-width: 64rem; margin: 2rem auto; }
h2 { font-size: 1.125rem; margin: 0 0 0.75rem; }
section { border-top: 1px solid var(--border); padding: 1.25rem 0; }
label { display: inline-flex; gap: 0.375rem; align-items: center; margin: 0 1rem 0.5rem 0; }
input[type="text"], input[type="number"], select, textarea { font: inherit; padding: 0.375rem 0.5rem; border: 1px solid var(--border); border-radius: 6px; background: var(--bg); color: var(--text); }
input[type="number"] { width: 7rem; }
textarea { width: 100%; min-height: 4rem; font-family: ui-monospace, "Liberation Mono", monospace; font-size: 0.875rem; }
button { font: inherit; padding: 0.375rem 0.875rem; border-radius: 6px; border: 1px solid var(--border); background: var(--card); color: var(--text); cursor: pointer; margin: 0 0.5rem 0.5rem 0; }
button.primary { background: var(--accent); color: var(--accent-text); border-color: var(--accent); font-weight: 600; }
button.danger { color: var(--danger); }
fieldset { border: 1px solid var(--border); border-radius: 8px; margin: 0 0 1rem; padding: 0.75rem 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
.flags { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); }
table { border-collapse: collapse; width: 100%; margin-bottom: 0.75rem; font-size: 0.9375rem; }
th, td { text-align: left; padding: 0.375rem 0.5rem; border-bottom: 1px solid var(--border); vertical-align: top; }
pre { background: var(--bg); border: 1px solid var(--border); border-radius: 8px; padding: 0.75rem; overflow: auto; font-size: 0.8125rem; max-height: 24rem; }
#status { min-height: 1.5rem; font-weight: 600; }
#status.error { color: var(--danger); }
.row { display: flex; flex-wrap: wrap; align-items: center; }
`;

const presetFaults: Array<{ label: string; fault: Record<string, unknown> }> = [
  { label: 'auth 500 once', fault: { method: 'GET', path: '/ui/uic/v3/auth', status: 500, times: 1 } },
  { label: 'any call 401 once', fault: { path: '/ui/*', status: 401, times: 1 } },
  { label: '401 with 4011403 (log out)', fault: { path: '/ui/*', status: 401, body: { error: { number: 4011403, message: 'Logged out' } }, times: 1 } },
  { label: 'session 500', fault: { method: 'GET', path: '/ui/uic/v3/session', status: 500 } },
  { label: 'slow sign-out handshake (3 s)', fault: { method: 'GET', path: '/saml/ssoLogout', latencyMs: 3000, times: 1 } },
  { label: 'every call +2 s', fault: { path: '/*', latencyMs: 2000 } },
];

const pushes: Array<{ label: string; message: Record<string, unknown> }> = [
  { label: 'SSO logout (this session)', message: { type: 'ssoLogout' } },
  { label: 'Access control: re-login (1)', message: { type: 'accessControlUpdate', mode: 1 } },
  { label: 'Access control: log out (2)', message: { type: 'accessControlUpdate', mode: 2 } },
  { label: 'Access control: log out (3)', message: { type: 'accessControlUpdate', mode: 3 } },
];

/**
 * Detail panels the console opens from an address (`?panel=<search_type>:<param>:<value>`, the drawer's
 * own address form): one link per panel, with ids the mock answers with realistic records.
 */
const panelLinks: Array<{ label: string; panel: string }> = [
  { label: 'Email (1)', panel: '1:messageId:<CAF=q1@mail.example.com>' },
  { label: 'Email, long lists (1)', panel: '1:messageId:long-lists' },
  { label: 'Host, legacy (2)', panel: '2:computerId:4f1c6a2e-8d3b-4e5f-9a7c-0b1d2e3f4a5b' },
  { label: 'Mobile, iOS (7)', panel: '7:deviceId:mdm-7f3c2a91-iphone' },
  { label: 'Mobile, Android (7)', panel: '7:deviceId:mdm-android-17' },
  { label: 'Container (9)', panel: '9:containerId:containerd://5e1f9c0a2b7d' },
  { label: 'Container, privileged (9)', panel: '9:containerId:node-debugger-privileged' },
  { label: 'Endpoint (8)', panel: '8:id:ep-0231' },
  { label: 'Endpoint, risk overview by workbench (8)', panel: '8:id:ep-0231~workbenchId:WB-20261124-00017~workbenchUuid:c9a1e2f4~tab:1' },
  { label: 'Cloud identity (10)', panel: '10:arn:arn:aws:s3:::acme-logs' },
  { label: 'User account (11)', panel: '11:userId:user-1' },
  { label: 'User account, email security (11)', panel: '11:userId:user-1~tab:3' },
];

export function switchboardPage(props: SwitchboardProps): string {
  return page({
    title: props.title,
    styles: STYLES,
    body: html`<main>
  <p class="brand">Mock backend</p>
  <h1>${props.title}</h1>
  <p class="muted">Changes apply to the next request. Reload the console to see persona changes. <a href="/">Open the console</a> · <a href="/saml/ssoLogin">Sign in</a></p>
  <div id="status" role="status" aria-live="polite"></div>

  <section aria-labelledby="h-persona">
    <h2 id="h-persona">Persona</h2>
    <label for="persona">Signed-in persona</label>
    <select id="persona"></select>
    <form id="overrides">
      <fieldset>
        <legend>Overrides for this persona</legend>
        <div class="row">
          <label>View <select id="view"></select></label>
          <label>User type <select id="userType"></select></label>
          <label>Region <select id="region"></select></label>
          <label><input type="checkbox" id="isFoundation"> Foundation</label>
          <label><input type="checkbox" id="demo"> Demo account</label>
        </div>
      </fieldset>
      <fieldset>
        <legend>Feature flags</legend>
        <div class="flags" id="flags"></div>
      </fieldset>
      <button class="primary" type="submit">Apply overrides</button>
      <button type="button" id="persona-defaults">Back to persona defaults</button>
    </form>
  </section>

  <section aria-labelledby="h-latency">
    <h2 id="h-latency">Latency</h2>
    <form id="latency-form" class="row">
      <label>Every API call waits <input type="number" id="latency" min="0" step="100"> ms</label>
      <button type="submit">Set</button>
    </form>
  </section>

  <section aria-labelledby="h-faults">
    <h2 id="h-faults">Faults</h2>
    <table>
      <caption class="muted" id="faults-empty">No faults: every call answers normally.</caption>
      <thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Status</th><th scope="col">Delay</th><th scope="col">Remaining</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
      <tbody id="faults-body"></tbody>
    </table>
    <p>${presetFaults.map((p) => html`<button type="button" data-fault="${JSON.stringify(p.fault)}">${p.label}</button>`)}
      <button type="button" class="danger" id="faults-clear">Clear all faults</button></p>
    <form id="fault-form">
      <fieldset>
        <legend>New fault</legend>
        <div class="row">
          <label>Method <select id="fault-method"><option value="">any</option><option>GET</option><option>POST</option></select></label>
          <label>Path <input type="text" id="fault-path" required placeholder="/ui/uic/v3/auth or /public/*" size="32"></label>
          <label>Status <input type="number" id="fault-status" min="200" max="599" placeholder="500"></label>
          <label>Delay <input type="number" id="fault-latency" min="0" step="100" placeholder="ms"></label>
          <label>Times <input type="number" id="fault-times" min="1" placeholder="unlimited"></label>
        </div>
        <label for="fault-body">Body (JSON, or text sent as is; empty = contract error body)</label>
        <textarea id="fault-body" placeholder='{"error":{"number":4011403,"message":"Logged out"}}'></textarea>
        <button class="primary" type="submit">Add fault</button>
      </fieldset>
    </form>
  </section>

  <section aria-labelledby="h-socket">
    <h2 id="h-socket">Notification socket</h2>
    <p>Sockets: <span id="sockets">…</span></p>
    <div class="row">
      <label>Unread count <input type="number" id="count" min="0" value="7"></label>
      <button type="button" id="push-count">Push count</button>
    </div>
    <p>${pushes.map((p) => html`<button type="button" data-push="${JSON.stringify(p.message)}">${p.label}</button>`)}</p>
    <label for="custom">Custom message (JSON object with type and ppid, or a number)</label>
    <textarea id="custom">{"type":"refreshWidgets","ppid":"ppid-1"}</textarea>
    <button type="button" id="push-custom">Push custom message</button>
    <div class="row">
      <label>Close code <input type="number" id="drop-code" placeholder="1012"></label>
      <label>Refuse reconnects for <input type="number" id="drop-refuse" min="0" step="1000" placeholder="0"> ms</label>
      <button type="button" class="danger" id="drop">Drop all sockets</button>
    </div>
  </section>

  <section aria-labelledby="h-panels">
    <h2 id="h-panels">Detail panels</h2>
    <p class="muted">Opens the console with a detail panel open (sign in first).</p>
    <ul>${panelLinks.map((l) => html`<li><a href="${`/users/about?panel=${encodeURIComponent(l.panel)}`}">${l.label}</a></li>`)}</ul>
  </section>

  <section aria-labelledby="h-state">
    <h2 id="h-state">State</h2>
    <button type="button" id="refresh">Refresh</button>
    <button type="button" class="danger" id="reset">Reset everything</button>
    <pre id="user-state" tabindex="0" aria-label="Current mock state"></pre>
  </section>
</main>
<script src="${SWITCHBOARD_SCRIPT_PATH}"></script>`,
  });
}
