import { isOpenableUrl } from '@soc/api';
import type { ExternalLinkName, ExternalLinks } from '@soc/shell';

// The addresses of the pages outside the console that the header links to (online help, service
// status, the chat bot). Contract §4: they come from the backend at run time, per tenant, in
// `consoleSettings.links` of the auth info; a deployment may set fallbacks at build time. An entry
// with an address from neither is not shown.

/** The Vite environment variable of each link (README "External links"). */
const EXTERNAL_LINK_ENV = {
  onlineHelp: 'VITE_ONLINE_HELP_URL',
  serviceStatus: 'VITE_SERVICE_STATUS_URL',
  chatBot: 'VITE_CHAT_BOT_URL',
} as const satisfies Record<ExternalLinkName, `VITE_${string}`>;

/** An `http(s)` address, or a path on the console's own origin (`isOpenableUrl`); anything else is treated as not set. */
export function linkAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const address = value.trim();
  return isOpenableUrl(address) ? address : undefined;
}

/** The configured links of an environment (`import.meta.env`), leaving out those not set or not valid. */
export function readExternalLinks(env: Readonly<Record<string, unknown>>): ExternalLinks {
  const links: ExternalLinks = {};
  for (const [name, variable] of Object.entries(EXTERNAL_LINK_ENV) as Array<[ExternalLinkName, string]>) {
    const address = linkAddress(env[variable]);
    if (address) links[name] = address;
  }
  return links;
}

/** The build-time fallbacks (README "External links"). */
const EXTERNAL_LINK_FALLBACKS: ExternalLinks = readExternalLinks(import.meta.env);

/**
 * The backend's address for each entry (`consoleSettings.links`, contract §4: `https:` or a path on
 * the console's origin), else the build-time fallback. An address of another scheme is ignored.
 */
export function resolveExternalLinks(fromBackend: Readonly<Partial<Record<ExternalLinkName, unknown>>> | null | undefined, fallbacks: ExternalLinks = EXTERNAL_LINK_FALLBACKS): ExternalLinks {
  const links: ExternalLinks = {};
  for (const name of Object.keys(EXTERNAL_LINK_ENV) as ExternalLinkName[]) {
    const address = backendAddress(fromBackend?.[name]) ?? fallbacks[name];
    if (address) links[name] = address;
  }
  return links;
}

function backendAddress(value: unknown): string | undefined {
  const address = linkAddress(value);
  // Schemes are case-insensitive: `HTTPS://…` is an https address.
  return address && (address.startsWith('/') || /^https:/i.test(address)) ? address : undefined;
}
