// GET /saml/ssoLogout: ends the session at the "identity provider" and shows the signed-out page.
import { html, page, script } from './html.ts';

export function ssoLogoutPage(props: { next: string }): string {
  return page({
    title: 'Signing out…',
    body: html`<main aria-busy="true">
  <p class="brand">Mock single sign-on</p>
  <h1>Signing you out…</h1>
  <p><a href="${props.next}">Continue</a></p>
</main>
${script(
  `try { localStorage.removeItem('token'); } catch (e) { /* nothing stored */ }
location.replace(DATA.next);`,
  { next: props.next },
)}`,
  });
}
