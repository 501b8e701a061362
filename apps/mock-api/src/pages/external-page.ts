// GET /__mock/external/<name>: stand-ins for the pages outside the console that the header links to
// (online help, service status, the chat bot). A backend gives their addresses per tenant in the
// auth info (contract §4 `consoleSettings.links`); the mock's personas point them here.
import { html, page } from './html.ts';

export const EXTERNAL_PAGES_PREFIX = '/external/';

const EXTERNAL_PAGES = {
  'online-help': { title: 'Online help', setting: 'VITE_ONLINE_HELP_URL', what: "the product's online help" },
  'service-status': { title: 'Service status', setting: 'VITE_SERVICE_STATUS_URL', what: 'the service status page' },
  'chat-bot': { title: 'Chat bot', setting: 'VITE_CHAT_BOT_URL', what: 'the chat bot' },
} as const;
export type ExternalPageName = keyof typeof EXTERNAL_PAGES;

export function isExternalPageName(name: string): name is ExternalPageName {
  return Object.hasOwn(EXTERNAL_PAGES, name);
}

export function externalPage(name: ExternalPageName): string {
  const { title, setting, what } = EXTERNAL_PAGES[name];
  return page({
    title: `${title} (mock)`,
    body: html`<main>
  <p class="brand">Mock backend · stand-in for an external page</p>
  <h1>${title}</h1>
  <p>This page stands in for ${what}, which is not part of the console. The backend gives its address in the auth info (<code>consoleSettings.links</code>; <code>${setting}</code> is the build's fallback); the mock backend points it here.</p>
  <p class="muted">You can close this window.</p>
</main>`,
  });
}
