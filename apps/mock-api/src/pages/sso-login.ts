// GET /saml/ssoLogin: the mock identity provider signs the user in at once and returns to the console.
import { html, page, script } from './html.ts';

export interface SsoLoginPageProps {
  token: string;
  /** Already validated: a same-origin path. */
  go: string;
  personaLabel: string;
  userName: string;
}

export function ssoLoginPage(props: SsoLoginPageProps): string {
  return page({
    title: 'Signing in…',
    body: html`<main aria-busy="true">
  <p class="brand">Mock single sign-on</p>
  <h1>Signing you in…</h1>
  <p>Signed in as <strong>${props.userName}</strong> <span class="muted">(${props.personaLabel})</span>.</p>
  <p class="muted">You are being returned to <code>${props.go}</code>.</p>
  <noscript><p>JavaScript is required to finish signing in.</p></noscript>
</main>
${script(
  `try { localStorage.setItem('token', DATA.token); } catch (e) { /* storage blocked: the console will ask again */ }
location.replace(DATA.go);`,
  { token: props.token, go: props.go },
)}`,
  });
}
