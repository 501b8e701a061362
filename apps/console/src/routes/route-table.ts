// The full route table of spec 000 §2.12 as data. `{id}` is one segment ($id), `{id*}` an optional
// tail ($). `keys` are the menu keys of contract §6 that the access check (spec 000 §4.1) uses.
import { MENU_KEY_ROUTES } from '@soc/api';

export type ShellPage = 'landing' | 'forbidden' | 'about' | 'started' | 'maintenance' | 'logout' | 'timezone' | 'globalSearch';

/** A console path: `$id` one segment, `$` the rest (TanStack Router's syntax). */
export type RoutePath = `/${string}`;

export interface RouteDef {
  path: RoutePath;
  /** The product module that owns the page (named on the honest module page). */
  module: string;
  keys?: readonly string[];
  /** A page the shell itself implements; otherwise the module page. */
  page?: ShellPage;
}

const m = (module: string, paths: readonly RoutePath[], keys?: readonly string[]): RouteDef[] => paths.map((path) => ({ path, module, keys }));
const each = (module: string, prefix: RoutePath, names: readonly string[]): RouteDef[] => names.map((n) => ({ path: `${prefix}/${n}`, module }));
/** The pages below `prefix` that contract §6 gives a key (`MENU_KEY_ROUTES`), each checked by its key. */
const keyed = (module: string, prefix: RoutePath): RouteDef[] =>
  Object.entries(MENU_KEY_ROUTES)
    .filter(([, path]) => path.startsWith(`${prefix}/`))
    .map(([key, path]) => ({ path: path as RoutePath, module, keys: [key] }));

export const ROUTES: readonly RouteDef[] = [
  { path: '/', module: 'Console', page: 'landing' },
  ...m('Dashboards', ['/dashboard', '/securityposture']),
  ...m('Workbench', ['/workbench/$id']),
  ...each('Administration', '/admin', ['log', 'remote', 'remote/approval_list', 'third-party-integration/$id', 'products', 'product-instance', 'tp', 'automation_center', 'sitemap', 'notification']),
  { path: '/admin/timezone', module: 'Administration', page: 'timezone' },
  { path: '/users/started', module: 'Console', page: 'started' },
  { path: '/users/about', module: 'Console', page: 'about' },
  { path: '/users/403', module: 'Console', page: 'forbidden' },
  { path: '/users/maintenance', module: 'Console', page: 'maintenance' },
  { path: '/users/logout', module: 'Console', page: 'logout' },
  ...each('Threat Intelligence', '/app/ti', ['integration/feed_list', 'integration/misp', 'intelligence_insights', 'udso', 'intelligence', 'sandbox', 'integration']),
  ...each('Third-Party Connectors', '/app/tpc', ['syslog', 'hec', 'secops', 'nozomi']),
  ...m('Managed XDR', ['/app/mxdr/$id']),
  ...m('Data Detection and Response', ['/app/ddr']),
  ...m('Response Management', ['/app/response']),
  ...m('Detection Models', ['/app/dm/$id']),
  ...m('Search', ['/app/search/$id']),
  { path: '/app/global-search', module: 'Global Search', page: 'globalSearch' },
  ...m('Threat Hunting', ['/app/threat-hunting/$id']),
  ...m('Reports', ['/app/reports/$id']),
  ...m('Endpoint Security', ['/app/endpoint-inventory', '/app/ves-inventory', '/app/security-updates', '/app/sensor-policy', '/app/policy-resources', '/app/policy/endpoint']),
  ...m('Endpoint Monitoring', ['/app/endpoint-monitoring'], ['1006']),
  ...each('Mobile Security', '/app/mobile', ['inventory', 'detection-logs', 'policy', 'risky-mobile-apps', 'compliance-policies', 'security-policies', 'managed-apps']),
  ...m('Security Awareness', ['/app/saa/simulation/$id', '/app/saa/$id']),
  ...each('Vulnerability Risk Management', '/app/vulnerability-risk-management', ['vulnerability-overview', 'network-vulnerability-scanner']),
  ...each('Email Security', '/app/email', ['account', 'sensor', 'simulation', 'inventory/$id']),
  ...each('Identity and Access (legacy)', '/app/bc/iam', ['sso', 'accounts', 'role', 'users_preference']),
  ...each('Company', '/app/bc/company', ['license', 'credit', 'profile']),
  ...each('Network Security', '/app/network-security', ['ni', 'nac/monitoring_scanning', 'nac/network_resources', 'network-overview', 'ipc', '$id']),
  ...m('Directory', ['/app/directory/$id']),
  ...m('Workflow and Automation', ['/app/workflow-automation-eco/$id', '/app/wae-tpi/$id']),
  ...m('Attack Surface Discovery', ['/app/asd']),
  ...m('Secure Access', ['/app/sase/$id']),
  ...m('Targeted Attack Detection', ['/app/targeted-attack-detection/$id']),
  ...m('Service Gateway', ['/app/service-gateway/$id']),
  ...m('Attack Surface Management', ['/app/asm/$id']),
  ...m('Private Access', ['/app/piv']),
  ...m('Security Playbooks', ['/app/ssp/$id']),
  ...each('Zero Trust Secure Access', '/app/zero', ['overview', 'rules', 'rule-objects', 'logs', 'ingress', 'iam', 'endpoints']),
  ...each('Internet Access Gateway', '/app/sig', ['ias', 'notification', '$id']),
  ...m('Self-Diagnosis', ['/app/self-diagnosis']),
  ...m('Incident Response', ['/app/incident-response/$id']),
  ...m('Help Kit', ['/app/help-kit']),
  ...each('Identity and Access Management', '/app/iam2', ['role', 'account', 'apikey', 'idp', 'users_preference', 'domain-verification', 'layer']),
  // The identity module's switch pages (spec 000 §4.6): the shell frames them with ?embedded=1 in its
  // switch modal; opened directly they are that module's pages, not unknown paths.
  ...m('Identity and Access Management', ['/app/bc/company/switch', '/app/iam2/switch-saml-group']),
  ...m('Asset Group Management', ['/app/asset-group-management']),
  ...each('Endpoint Protection', '/app/epp', ['workload-protection', 'endpoint-protection']),
  ...m('Server and Cloud Security', ['/app/server-cloud/$']),
  ...m('File Security', ['/app/file-security']),
  ...m('Case Management', ['/app/acl/casemgm', '/app/acl/case/$id']),
  ...m('Identity Posture', ['/app/identity-posture2', '/app/identity-posture/$id']),
  ...m('Identity Inventory', ['/app/identity-inventory/$id']),
  ...m('Data Security', ['/app/data-posture', '/app/data-inventory', '/app/data-policy']),
  ...keyed('Email and Collaboration Security', '/app/email-and-collaboration'),
  ...m('Email and Collaboration Security', ['/app/email-and-collaboration/$'], ['89460']),
  ...keyed('Email Gateway', '/app/email-gateway'),
  ...keyed('Customer Management', '/app/customer-management'),
  ...m('Customer Management', ['/app/customer-management/$'], ['41', '42', '43']),
  ...m('Usage and Billing', ['/app/usage-billing/usage-report'], ['44']),
  ...m('Environment', ['/app/tlc/$']),
  ...m('Compliance Configuration', ['/app/compliance-configuration'], ['1000']),
  ...m('Code Security', ['/app/code-security'], ['1001']),
  ...m('AI Scanner Guard', ['/app/ai-scanner-guard'], ['1008']),
  ...m('Attack Path Analysis', ['/app/attack-path-analysis'], ['1002']),
  ...m('Tag Management', ['/app/tag-management/$'], ['1003']),
  ...m('Data Sources', ['/app/dsr/$'], ['1004']),
  ...m('Third-Party Endpoint Protection', ['/app/third-party-endpoint-protection/$'], ['1005']),
];

/** Legacy redirects (spec 000 §2.12). The old path's tail is kept. */
const LEGACY_REDIRECTS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/app/search2', '/app/search'],
  ['/app/ciso', '/dashboard'],
  ['/app/network-inventory', '/app/network-security/ni'],
  ['/app/early-warning', '/app/targeted-attack-detection'],
  ['/app/shift-left-security-app', '/app/code-security'],
];

/** Maps a legacy path (and anything below it) to its new home, or undefined. */
export function legacyTarget(pathname: string): string | undefined {
  for (const [from, to] of LEGACY_REDIRECTS) {
    if (pathname === from) return to;
    if (pathname.startsWith(`${from}/`)) return `${to}${pathname.slice(from.length)}`;
  }
  return undefined;
}

/** Contract §1: `/#/app/ti/sandbox?x` is the same page as `/app/ti/sandbox?x`. */
export function rewriteLegacyHash(href: { pathname: string; search: string; hash: string }): string | undefined {
  if (!href.hash.startsWith('#/')) return undefined;
  if (href.pathname !== '/' && href.pathname !== '/index.html') return undefined;
  return href.hash.slice(1) || '/';
}

/** `route` resolved against `origin`: its path, query and hash; the root when it leads off the origin (`//host`, `/\host`). */
function sameOriginRoute(route: string, origin: string): string {
  try {
    const url = new URL(route, origin);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not an address at all: no page of the console either.
  }
  return '/';
}

/**
 * On load, puts the clean address of a legacy hash route in the address bar (contract §1). A route
 * leading off the origin (`/#//host`) is no console page: it becomes the root (spec 000 §2.12: an
 * unknown path goes to the root). Should the browser still refuse the address, the page keeps the
 * address it loaded with (the root's) and the console starts all the same.
 */
export function replaceLegacyHashAddress(location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>, history: Pick<History, 'replaceState'>): void {
  const route = rewriteLegacyHash(location);
  if (route === undefined) return;
  try {
    history.replaceState(null, '', sameOriginRoute(route, location.origin));
  } catch (error) {
    console.error('[router] the legacy address could not be replaced', error);
  }
}
