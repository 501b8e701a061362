/// <reference lib="dom" />
// The switch-board's browser script (GET /__mock/ loads it from /__mock/switchboard.js, compiled by
// esbuild: the console's CSP allows no inline script). A thin client of the JSON control API: all it
// shows comes from GET /__mock/state and is written with textContent, never as markup.
// Runs in the browser: import types only, so the compiled script stays one self-contained file.
import type { MockSnapshot } from '../server.ts';

/** The element with `id`, checked against the markup of switchboard.ts. */
function byId<T extends HTMLElement>(id: string, type: { new (): T; prototype: T }): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The switch-board has no ${type.name} #${id}`);
  return element;
}

const statusEl = byId('status', HTMLElement);
const personaSelect = byId('persona', HTMLSelectElement);
const viewSelect = byId('view', HTMLSelectElement);
const userTypeSelect = byId('userType', HTMLSelectElement);
const regionSelect = byId('region', HTMLSelectElement);
const isFoundationInput = byId('isFoundation', HTMLInputElement);
const demoInput = byId('demo', HTMLInputElement);
const flagsEl = byId('flags', HTMLElement);
const latencyInput = byId('latency', HTMLInputElement);
const faultsBody = byId('faults-body', HTMLElement);
const faultsEmpty = byId('faults-empty', HTMLElement);
const faultMethod = byId('fault-method', HTMLSelectElement);
const faultPath = byId('fault-path', HTMLInputElement);
const faultStatus = byId('fault-status', HTMLInputElement);
const faultLatency = byId('fault-latency', HTMLInputElement);
const faultTimes = byId('fault-times', HTMLInputElement);
const faultBody = byId('fault-body', HTMLTextAreaElement);
const countInput = byId('count', HTMLInputElement);
const customInput = byId('custom', HTMLTextAreaElement);
const dropCode = byId('drop-code', HTMLInputElement);
const dropRefuse = byId('drop-refuse', HTMLInputElement);
const socketsEl = byId('sockets', HTMLElement);
const userStateEl = byId('user-state', HTMLElement);

let current: MockSnapshot | null = null;

function say(text: string, isError = false): void {
  statusEl.textContent = text;
  statusEl.className = isError ? 'error' : '';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** `value[key]` of any JSON value (undefined where there is none). */
const member = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(`/__mock/${path}`, init);
  const data: unknown = await response.json().catch(() => ({}));
  // The control API's errors are contract bodies: { error: { number, message } }.
  if (!response.ok) throw new Error(String(member(member(data, 'error'), 'message') || `HTTP ${response.status}`));
  return data;
}

async function act(label: string, method: string, path: string, body?: unknown): Promise<void> {
  try {
    await call(method, path, body);
    say(label);
    await refresh();
  } catch (error) {
    say(`${label} failed: ${messageOf(error)}`, true);
  }
}

function option(select: HTMLSelectElement, value: string, text: string, selected: boolean): void {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  o.selected = selected;
  select.append(o);
}

function fillSelect(select: HTMLSelectElement, values: readonly string[], selected: string): void {
  select.replaceChildren();
  values.forEach((v) => option(select, v, v, v === selected));
}

function checkbox(container: HTMLElement, name: string, checked: boolean): void {
  const label = document.createElement('label');
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.name = name;
  input.checked = checked;
  label.append(input, document.createTextNode(name));
  container.append(label);
}

function cell(row: HTMLTableRowElement, text: string): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text;
  row.append(td);
  return td;
}

function render(state: MockSnapshot): void {
  current = state;
  personaSelect.replaceChildren();
  state.personas.forEach((p) => option(personaSelect, p.id, `${p.label} (${p.id})`, p.id === state.persona.id));
  const eff = state.persona.effective;
  fillSelect(viewSelect, state.options.views, eff.view);
  fillSelect(userTypeSelect, state.options.userTypes, eff.userType);
  fillSelect(regionSelect, state.options.regions, eff.region);
  isFoundationInput.checked = eff.isFoundation;
  demoInput.checked = eff.demo;
  flagsEl.replaceChildren();
  const flags: Partial<Record<string, 0 | 1>> = eff.flags;
  state.options.featureFlags.forEach((f) => checkbox(flagsEl, f, flags[f] === 1));
  latencyInput.value = String(state.latencyMs);

  faultsBody.replaceChildren();
  state.faults.forEach((f) => {
    const tr = document.createElement('tr');
    cell(tr, f.method || 'any');
    cell(tr, f.path);
    cell(tr, f.status === undefined ? '(delay only)' : String(f.status));
    cell(tr, f.latencyMs ? `${f.latencyMs} ms` : '');
    cell(tr, f.remaining === null ? 'until cleared' : String(f.remaining));
    const td = cell(tr, '');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'Remove';
    b.setAttribute('aria-label', `Remove fault ${f.id}`);
    b.addEventListener('click', () => act('Fault removed', 'DELETE', `faults/${f.id}`));
    td.append(b);
    faultsBody.append(tr);
  });
  faultsEmpty.hidden = state.faults.length > 0;

  socketsEl.textContent = `${state.sockets.open.length} open${state.sockets.refusingUntil ? `, refusing new connections until ${state.sockets.refusingUntil}` : ''}`;
  userStateEl.textContent = JSON.stringify({ persona: state.persona, user: state.user, tokens: state.tokens }, null, 2);
}

async function refresh(): Promise<void> {
  try {
    render((await call('GET', 'state')) as MockSnapshot);
  } catch (error) {
    say(`Could not read the mock state: ${messageOf(error)}`, true);
  }
}

/** Runs `handler` on submit instead of sending the form. */
function onSubmit(id: string, handler: () => void): void {
  byId(id, HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    handler();
  });
}

const onClick = (id: string, handler: () => void) => byId(id, HTMLButtonElement).addEventListener('click', handler);

/** Buttons that carry their request body as JSON in `data-<name>`, parsed on click. */
function onDataButtons(name: 'fault' | 'push', handler: (value: unknown) => void): void {
  document.querySelectorAll<HTMLElement>(`[data-${name}]`).forEach((b) => b.addEventListener('click', () => handler(JSON.parse(b.dataset[name] ?? '') as unknown)));
}

personaSelect.addEventListener('change', () => act(`Persona switched to ${personaSelect.value}`, 'POST', 'persona', { id: personaSelect.value }));

onSubmit('overrides', () => {
  // Before the first state arrives there is no persona to patch.
  if (!current) return;
  const flags: Record<string, 0 | 1> = {};
  flagsEl.querySelectorAll('input').forEach((i) => {
    flags[i.name] = i.checked ? 1 : 0;
  });
  void act('Overrides applied', 'POST', 'persona', {
    id: current.persona.id,
    patch: { view: viewSelect.value, userType: userTypeSelect.value, region: regionSelect.value, isFoundation: isFoundationInput.checked, demo: demoInput.checked, flags },
  });
});
onClick('persona-defaults', () => {
  if (current) void act('Persona defaults restored', 'POST', 'persona', { id: current.persona.id });
});

onSubmit('latency-form', () => act('Latency set', 'POST', 'latency', { ms: Number(latencyInput.value) || 0 }));

onSubmit('fault-form', () => {
  const fault: Record<string, unknown> = { path: faultPath.value.trim() };
  if (faultMethod.value) fault.method = faultMethod.value;
  if (faultStatus.value) fault.status = Number(faultStatus.value);
  if (faultLatency.value) fault.latencyMs = Number(faultLatency.value);
  if (faultTimes.value) fault.times = Number(faultTimes.value);
  const raw = faultBody.value.trim();
  if (raw) {
    // JSON if it parses, else the text as is (to test "not JSON" answers).
    try {
      fault.body = JSON.parse(raw) as unknown;
    } catch {
      fault.body = raw;
    }
  }
  void act('Fault added', 'POST', 'faults', fault);
});
onDataButtons('fault', (fault) => act('Fault added', 'POST', 'faults', fault));
onClick('faults-clear', () => act('Faults cleared', 'DELETE', 'faults'));

onClick('push-count', () => act('Count pushed', 'POST', 'socket/push', { message: Number(countInput.value) || 0 }));
onDataButtons('push', (message) => act('Message pushed', 'POST', 'socket/push', { message }));
onClick('push-custom', () => {
  let message: unknown;
  try {
    message = JSON.parse(customInput.value) as unknown;
  } catch {
    say('The custom message is not JSON', true);
    return;
  }
  void act('Message pushed', 'POST', 'socket/push', { message });
});
onClick('drop', () => {
  const body: { code?: number; refuseForMs?: number } = {};
  if (dropCode.value) body.code = Number(dropCode.value);
  if (dropRefuse.value) body.refuseForMs = Number(dropRefuse.value);
  void act('Sockets dropped', 'POST', 'socket/drop', body);
});
onClick('reset', () => act('Everything reset', 'POST', 'reset'));
onClick('refresh', () => refresh());

void refresh();
setInterval(() => {
  if (!document.hidden) void refresh();
}, 5000);
