// GET /app/bc/company/switch?embedded=1 and /app/iam2/switch-saml-group?embedded=1: stand-ins for the
// identity module's switch pages, which the console frames in its full-screen switch modal (spec 000
// §4.6). They report a result to the embedding window as contract §9 says:
// `{ type: 'switchCompany' | 'switchSamlGroup', result: 'done' | 'close' | 'mfaEnabled' | 'groupOpen' }`,
// posted to the page's own origin (the console's, as both are served from one origin).
import { html, page, script } from './html.ts';

export type SwitchKind = 'switchCompany' | 'switchSamlGroup';

/** The identity module's switch pages; only the chrome-less `embedded=1` variant is stood in for. */
const SWITCH_PAGE_PATHS: Readonly<Record<string, SwitchKind>> = {
  '/app/bc/company/switch': 'switchCompany',
  '/app/iam2/switch-saml-group': 'switchSamlGroup',
};

/** The switch page a request asks for, or undefined (another path, or not the embedded variant). */
export function switchKindOf(url: URL): SwitchKind | undefined {
  if (url.searchParams.get('embedded') !== '1') return undefined;
  return SWITCH_PAGE_PATHS[url.pathname];
}

export const SWITCH_RESULTS = ['done', 'close', 'mfaEnabled', 'groupOpen'] as const;

const OTHER_COMPANIES = ['Contoso Retail Group', 'Fabrikam Health Services', 'Tailspin Logistics'];
const SAML_GROUPS = ['SOC analysts', 'Incident responders', 'Read-only auditors'];

const TEXTS: Record<SwitchKind, { title: string; legend: string; noun: string }> = {
  switchCompany: { title: 'Switch company', legend: 'Companies you can manage', noun: 'company' },
  switchSamlGroup: { title: 'Switch SAML group', legend: 'Your SAML groups', noun: 'SAML group' },
};

const STYLES = `
main { margin-top: 6vh; }
.notice { border-left: 4px solid var(--accent); padding: 0.5rem 0.75rem; background: var(--bg); }
fieldset { border: 1px solid var(--border); border-radius: 8px; margin: 0 0 1.25rem; padding: 0.75rem 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
fieldset label { display: flex; gap: 0.5rem; align-items: center; padding: 0.25rem 0; }
h2 { font-size: 1rem; margin: 1.5rem 0 0.5rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-bottom: 0.75rem; }
.button.secondary { background: transparent; color: var(--accent); box-shadow: inset 0 0 0 1px var(--accent); }
#status { min-height: 1.5rem; font-weight: 600; margin-top: 1rem; }
`;

const CLIENT = `(function () {
  var status = document.getElementById('status');
  var buttons = document.querySelectorAll('button[data-result]');
  for (var i = 0; i < buttons.length; i += 1) {
    buttons[i].addEventListener('click', function (event) {
      var result = event.currentTarget.getAttribute('data-result');
      var message = { type: DATA.type, result: result };
      // Contract §9: the console accepts the message from its allowed origins; this page shares its origin.
      window.parent.postMessage(message, location.origin);
      status.textContent = window.parent !== window
        ? 'Reported "' + result + '" to the console.'
        : 'Reported "' + result + '", but no console embeds this page: open it from the console\\'s menu.';
    });
  }
})();`;

export interface SwitchPageProps {
  kind: SwitchKind;
  /** The signed-in persona's company, listed first as the current one. */
  companyName: string;
}

export function switchPage({ kind, companyName }: SwitchPageProps): string {
  const text = TEXTS[kind];
  const choices = kind === 'switchCompany' ? [companyName, ...OTHER_COMPANIES.filter((c) => c !== companyName)] : SAML_GROUPS;
  return page({
    title: `${text.title} (mock)`,
    styles: STYLES,
    body: html`<main aria-labelledby="switch-title">
  <p class="brand">Mock backend · stand-in for the identity module</p>
  <h1 id="switch-title">${text.title}</h1>
  <p class="notice">This page stands in for the identity module's ${text.noun} switch. Nothing is switched here: the buttons only report a result to the console that embeds this page.</p>
  <fieldset>
    <legend>${text.legend}</legend>
    ${choices.map(
      (name, i) => html`<label><input type="radio" name="choice" value="${name}"${i === 0 ? html` checked` : ''}> ${name}${i === 0 ? html` <span class="muted">(current)</span>` : ''}</label>`,
    )}
  </fieldset>
  <div class="actions">
    <button type="button" class="button" data-result="done">Done</button>
    <button type="button" class="button secondary" data-result="close">Close</button>
  </div>
  <p class="muted">Done: the console signs you in again through single sign-on. Close: the console closes this page.</p>
  <h2>Other results the identity module reports</h2>
  <p class="muted">Either one makes the console end the session.</p>
  <div class="actions">
    <button type="button" class="button secondary" data-result="mfaEnabled">MFA enabled</button>
    <button type="button" class="button secondary" data-result="groupOpen">Group open</button>
  </div>
  <p id="status" role="status"></p>
</main>
${script(CLIENT, { type: kind })}`,
  });
}
