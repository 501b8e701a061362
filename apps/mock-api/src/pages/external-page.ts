// GET /__mock/external/<name>: stand-ins for the pages outside the console that the header links to
// (online help, service status, the chat bot). Their real addresses are deployment settings
// (VITE_ONLINE_HELP_URL, VITE_SERVICE_STATUS_URL, VITE_CHAT_BOT_URL); `npm start` points them here.
import { html, page } from './html.ts';

export const EXTERNAL_PAGES_PREFIX = '/external/';

export const EXTERNAL_PAGES = {
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
  <p>This page stands in for ${what}, which is not part of the console. A deployment sets its address in <code>${setting}</code>; the mock setup points it here.</p>
  <p class="muted">You can close this window.</p>
</main>`,
  });
}
