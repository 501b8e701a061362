// GET /__mock/: a switch-board for humans — personas, flags, faults, latency and socket pushes.
// It is a thin client of the JSON control API; everything it shows comes from GET /__mock/state
// and is written with textContent, never as markup.
import { html, page, script } from './html.ts';

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

const CLIENT = `
const $ = (id) => document.getElementById(id);
const statusEl = $('status');
let current = null;

function say(text, isError) {
  statusEl.textContent = text;
  statusEl.className = isError ? 'error' : '';
}

async function call(method, path, body) {
  const init = { method, headers: { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch('/__mock/' + path, init);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error((data && data.error && data.error.message) || 'HTTP ' + response.status);
  return data;
}

async function act(label, method, path, body) {
  try {
    await call(method, path, body);
    say(label);
    await refresh();
  } catch (e) {
    say(label + ' failed: ' + e.message, true);
  }
}

function option(select, value, text, selected) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  o.selected = selected;
  select.append(o);
}

function fillSelect(select, values, selected) {
  select.replaceChildren();
  values.forEach((v) => option(select, v, v, v === selected));
}

function checkbox(container, name, checked) {
  const label = document.createElement('label');
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.name = name;
  input.checked = checked;
  label.append(input, document.createTextNode(name));
  container.append(label);
}

function cell(row, text) {
  const td = document.createElement('td');
  td.textContent = text;
  row.append(td);
  return td;
}

function render(state) {
  current = state;
  const personaSelect = $('persona');
  personaSelect.replaceChildren();
  state.personas.forEach((p) => option(personaSelect, p.id, p.label + ' (' + p.id + ')', p.id === state.persona.id));
  const eff = state.persona.effective;
  fillSelect($('view'), state.options.views, eff.view);
  fillSelect($('userType'), state.options.userTypes, eff.userType);
  fillSelect($('region'), state.options.regions, eff.region);
  $('isFoundation').checked = eff.isFoundation;
  $('demo').checked = eff.demo;
  const flags = $('flags');
  flags.replaceChildren();
  state.options.featureFlags.forEach((f) => checkbox(flags, f, eff.flags[f] === 1));
  $('latency').value = state.latencyMs;

  const body = $('faults-body');
  body.replaceChildren();
  state.faults.forEach((f) => {
    const tr = document.createElement('tr');
    cell(tr, f.method || 'any');
    cell(tr, f.path);
    cell(tr, f.status === undefined ? '(delay only)' : String(f.status));
    cell(tr, f.latencyMs ? f.latencyMs + ' ms' : '');
    cell(tr, f.remaining === null ? 'until cleared' : String(f.remaining));
    const td = cell(tr, '');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'Remove';
    b.setAttribute('aria-label', 'Remove fault ' + f.id);
    b.addEventListener('click', () => act('Fault removed', 'DELETE', 'faults/' + f.id));
    td.append(b);
    body.append(tr);
  });
  $('faults-empty').hidden = state.faults.length > 0;

  $('sockets').textContent = state.sockets.open.length + ' open' + (state.sockets.refusingUntil ? ', refusing new connections until ' + state.sockets.refusingUntil : '');
  $('user-state').textContent = JSON.stringify({ persona: state.persona, user: state.user, tokens: state.tokens }, null, 2);
}

async function refresh() {
  try {
    render(await call('GET', 'state'));
  } catch (e) {
    say('Could not read the mock state: ' + e.message, true);
  }
}

$('persona').addEventListener('change', (e) => act('Persona switched to ' + e.target.value, 'POST', 'persona', { id: e.target.value }));

$('overrides').addEventListener('submit', (e) => {
  e.preventDefault();
  const flags = {};
  $('flags').querySelectorAll('input').forEach((i) => { flags[i.name] = i.checked ? 1 : 0; });
  act('Overrides applied', 'POST', 'persona', { id: current.persona.id, patch: {
    view: $('view').value, userType: $('userType').value, region: $('region').value,
    isFoundation: $('isFoundation').checked, demo: $('demo').checked, flags } });
});
$('persona-defaults').addEventListener('click', () => act('Persona defaults restored', 'POST', 'persona', { id: current.persona.id }));

$('latency-form').addEventListener('submit', (e) => {
  e.preventDefault();
  act('Latency set', 'POST', 'latency', { ms: Number($('latency').value) || 0 });
});

$('fault-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const fault = { path: $('fault-path').value.trim() };
  if ($('fault-method').value) fault.method = $('fault-method').value;
  if ($('fault-status').value) fault.status = Number($('fault-status').value);
  if ($('fault-latency').value) fault.latencyMs = Number($('fault-latency').value);
  if ($('fault-times').value) fault.times = Number($('fault-times').value);
  const raw = $('fault-body').value.trim();
  if (raw) {
    try { fault.body = JSON.parse(raw); } catch { fault.body = raw; }
  }
  act('Fault added', 'POST', 'faults', fault);
});
document.querySelectorAll('[data-fault]').forEach((b) => b.addEventListener('click', () => act('Fault added', 'POST', 'faults', JSON.parse(b.dataset.fault))));
$('faults-clear').addEventListener('click', () => act('Faults cleared', 'DELETE', 'faults'));

$('push-count').addEventListener('click', () => act('Count pushed', 'POST', 'socket/push', { message: Number($('count').value) || 0 }));
document.querySelectorAll('[data-push]').forEach((b) => b.addEventListener('click', () => act('Message pushed', 'POST', 'socket/push', { message: JSON.parse(b.dataset.push) })));
$('push-custom').addEventListener('click', () => {
  let message;
  try { message = JSON.parse($('custom').value); } catch { say('The custom message is not JSON', true); return; }
  act('Message pushed', 'POST', 'socket/push', { message });
});
$('drop').addEventListener('click', () => {
  const body = {};
  if ($('drop-code').value) body.code = Number($('drop-code').value);
  if ($('drop-refuse').value) body.refuseForMs = Number($('drop-refuse').value);
  act('Sockets dropped', 'POST', 'socket/drop', body);
});
$('reset').addEventListener('click', () => act('Everything reset', 'POST', 'reset'));
$('refresh').addEventListener('click', refresh);

refresh();
setInterval(() => { if (!document.hidden) refresh(); }, 5000);
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
${script(CLIENT)}`,
  });
}
