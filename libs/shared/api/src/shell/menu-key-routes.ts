/**
 * Contract §6: the menu keys the specification ties to routes. Spec 000 §2.1 "any other key navigates
 * to its matching route": an item with one of these keys and no `path` of its own goes here. A key
 * whose routes take a tail (`{id*}`) goes to its first page. The console's route table takes its keyed
 * pages from here, so the access check and the menu read one table.
 */
export const MENU_KEY_ROUTES: Readonly<Record<string, string>> = {
  ...keyedPages('/app/email-and-collaboration', { 8941: 'welcome', 8942: 'dashboard', 8943: 'policy', 8944: 'log', 8945: 'quarantine', 8946: 'report', 89460: 'administrator' }),
  ...keyedPages('/app/email-gateway', {
    8950: 'welcome', 8951: 'dashboard', 8952: 'domains', 8953: 'inbound-protection', 8954: 'outbound-protection',
    8955: 'quarantine', 8956: 'logs', 8957: 'reports', 8958: 'administration',
  }),
  ...keyedPages('/app/customer-management', { 41: 'customer-overview', 42: 'remote-management', 43: 'license-management-platform' }),
  44: '/app/usage-billing/usage-report',
  1000: '/app/compliance-configuration',
  1001: '/app/code-security',
  1002: '/app/attack-path-analysis',
  1003: '/app/tag-management',
  1004: '/app/dsr',
  1005: '/app/third-party-endpoint-protection',
  1006: '/app/endpoint-monitoring',
  1008: '/app/ai-scanner-guard',
};

function keyedPages(prefix: string, pages: Record<number, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, `${prefix}/${page}`]));
}
