// GET /logout.html: the static "You have signed out" page, with the reason taken from `t`.
import { html, page } from './html.ts';

export const LOGOUT_REASONS: Record<string, string> = {
  '1': 'You signed out of the console.',
  '2': 'Your session ended. Sign in again to continue.',
  legalModal: 'You declined the terms of use, so you were signed out.',
};

export function logoutPage(props: { reason: string | null }): string {
  const reasonText = (props.reason !== null && LOGOUT_REASONS[props.reason]) || 'You are no longer signed in.';
  return page({
    title: 'You have signed out',
    body: html`<main>
  <p class="brand">Security operations console</p>
  <h1>You have signed out</h1>
  <p>${reasonText}</p>
  <p class="muted">For your security, close this browser window when you have finished.</p>
  <p><a class="button" href="/saml/ssoLogin">Sign in again</a></p>
</main>`,
  });
}
