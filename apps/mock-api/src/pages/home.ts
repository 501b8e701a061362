// GET / when no built console is served (`--static` not given): says what this server is.
import { html, page } from './html.ts';

export function homePage(props: { personaLabel: string }): string {
  return page({
    title: 'Mock backend',
    body: html`<main>
  <p class="brand">Security operations console</p>
  <h1>Mock backend is running</h1>
  <p>This server answers the console's API calls, its sign-in and sign-out pages and the notification socket.
  Run the console's dev server (it forwards its calls here) or start this server with <code>--static dist/apps/console</code>.</p>
  <p>Signed-in persona: <strong>${props.personaLabel}</strong>.</p>
  <p><a class="button" href="/__mock/">Open the switch-board</a></p>
</main>`,
  });
}
