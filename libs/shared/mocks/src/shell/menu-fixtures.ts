// The left menu as the server sends it. Ids that the contract ties to routes (§6) are used as-is.
import type { MenuItem } from '@soc/api';
import type { Persona } from '../personas.ts';

/** An item as the server sends it: the console's `MenuItem`, where only the id and the title are always there. */
export interface MenuItemFixture extends Partial<Omit<MenuItem, 'children'>> {
  id: string;
  title: string;
  children?: MenuItemFixture[];
}

const item = (id: string, title: string, path: string | undefined, extra: Partial<MenuItemFixture> = {}): MenuItemFixture => ({
  id, title, l10n: `MENU.${id}`, path, sidebar: true, role: 'menu', pendo: `menu-${id}`, ...extra,
});

export function createMenu(persona?: Pick<Persona, 'view'>): MenuItemFixture[] {
  const serviceProvider = persona && ['xsp-itops', 'xsp-dfir', 'mspc'].includes(persona.view);
  const menu: MenuItemFixture[] = [
    item('100', 'Dashboards and Reports', undefined, { icon: 'dashboard', l10n_collapsed: 'Reports', children: [
      item('101', 'Executive Dashboard', '/dashboard'),
      item('102', 'Security Dashboard', '/securityposture'),
      item('103', 'Reports', '/app/reports/overview'),
    ] }),
    item('200', 'XDR Threat Investigation', undefined, { icon: 'investigation', l10n_collapsed: 'XDR', children: [
      item('201', 'Workbench', '/workbench/alerts'),
      item('202', 'Search', '/app/search/main'),
      item('203', 'Threat Hunting', '/app/threat-hunting/queries', { preview: true }),
      item('204', 'Incident Response', '/app/incident-response/cases'),
      item('205', 'Forensic Workspace', '/app/dm/forensics', { comesoon: true }),
    ] }),
    item('300', 'Attack Surface Risk Management', undefined, { icon: 'risk', l10n_collapsed: 'ASRM', children: [
      item('301', 'Security Posture', '/app/asd'),
      item('1002', 'Attack Path Analysis', '/app/attack-path-analysis', { preview: true }),
      item('1000', 'Compliance Configuration', '/app/compliance-configuration'),
      item('1003', 'Tag Management', '/app/tag-management/tags'),
    ] }),
    item('400', 'Endpoint Security', undefined, { icon: 'endpoint', l10n_collapsed: 'Endpoint', children: [
      item('401', 'Endpoint Inventory', '/app/endpoint-inventory'),
      item('402', 'Endpoint Protection', '/app/epp/endpoint-protection'),
      item('403', 'Security Updates', '/app/security-updates'),
      item('1006', 'Endpoint Monitoring', '/app/endpoint-monitoring'),
      item('1005', 'Third-Party Endpoint Protection', '/app/third-party-endpoint-protection/overview'),
    ] }),
    item('8940', 'Email and Collaboration Security', undefined, { icon: 'email', l10n_collapsed: 'Email', divider: true, children: [
      item('8941', 'Welcome', '/app/email-and-collaboration/welcome'),
      item('8942', 'Dashboard', '/app/email-and-collaboration/dashboard'),
      item('8943', 'Policy', '/app/email-and-collaboration/policy'),
      item('8944', 'Logs', '/app/email-and-collaboration/log'),
      item('8945', 'Quarantine', '/app/email-and-collaboration/quarantine'),
      item('8946', 'Reports', '/app/email-and-collaboration/report'),
      item('89460', 'Administration', '/app/email-and-collaboration/administrator'),
      item('8950', 'Email Gateway', undefined, { children: [
        item('8951', 'Dashboard', '/app/email-gateway/dashboard'),
        item('8952', 'Domains', '/app/email-gateway/domains'),
        item('8953', 'Inbound Protection', '/app/email-gateway/inbound-protection'),
        item('8954', 'Outbound Protection', '/app/email-gateway/outbound-protection'),
        item('8955', 'Quarantine', '/app/email-gateway/quarantine'),
        item('8956', 'Logs', '/app/email-gateway/logs'),
        item('8957', 'Reports', '/app/email-gateway/reports'),
        item('8958', 'Administration', '/app/email-gateway/administration'),
      ] }),
    ] }),
    item('500', 'Network Security', undefined, { icon: 'network', l10n_collapsed: 'Network', children: [
      item('501', 'Network Overview', '/app/network-security/network-overview'),
      item('502', 'Network Inventory', '/app/network-security/ni'),
    ] }),
    item('600', 'Cloud Security', undefined, { icon: 'cloud', l10n_collapsed: 'Cloud', children: [
      item('601', 'File Security', '/app/file-security'),
      item('1001', 'Code Security', '/app/code-security'),
      item('602', 'Cloud App Security', '/nojump', { url: 'https://cloud-app-security.example.com/' }),
    ] }),
    item('700', 'Identity Security', undefined, { icon: 'identity', l10n_collapsed: 'Identity', children: [
      item('701', 'Identity Posture', '/app/identity-posture2'),
      item('702', 'Identity Inventory', '/app/identity-inventory/overview'),
    ] }),
    item('750', 'Data Security', undefined, { icon: 'data', l10n_collapsed: 'Data', children: [
      item('751', 'Data Posture', '/app/data-posture'),
      item('752', 'Data Inventory', '/app/data-inventory'),
      item('1004', 'Data Sources', '/app/dsr/overview'),
    ] }),
    item('800', 'Threat Intelligence', undefined, { icon: 'intel', l10n_collapsed: 'Intel', children: [
      item('801', 'Intelligence Reports', '/app/ti/intelligence'),
      item('802', 'Sandbox Analysis', '/app/ti/sandbox'),
      item('803', 'Intelligence Insights', '/app/ti/intelligence_insights'),
    ] }),
    item('1008', 'AI Scanner Guard', '/app/ai-scanner-guard', { icon: 'ai', preview: true }),
    item('881', 'Companion', undefined, { icon: 'companion', l10n_collapsed: 'AI' }),
    item('900', 'Administration', undefined, { icon: 'admin', l10n_collapsed: 'Admin', divider: true, children: [
      item('8751', 'Role Management', undefined),
      item('901', 'Product Instances', '/admin/product-instance'),
      item('902', 'Notifications', '/admin/notification'),
      item('903', 'Customize Navigation', '/admin/sitemap'),
      item('904', 'Vendor Marketplace', '/nojump', { url: 'https://vendor-marketplace.example.com/' }),
    ] }),
  ];
  if (serviceProvider) {
    menu.splice(0, 0, item('40', 'Service Management', undefined, { icon: 'customers', l10n_collapsed: 'Customers', children: [
      item('41', 'Customer Overview', '/app/customer-management/customer-overview'),
      item('42', 'Remote Management', '/app/customer-management/remote-management'),
      item('43', 'License Management', '/app/customer-management/license-management-platform'),
      item('44', 'Usage Report', '/app/usage-billing/usage-report'),
    ] }));
  }
  return menu;
}

export function createMenuResponse(persona?: Pick<Persona, 'view'>) {
  return {
    data: createMenu(persona),
    preRelease: [
      { preReleaseKey: 'ai-scanner-guard', id: '1008', l10n: 'PRE_RELEASE.AI_SCANNER', feature: 'AI Scanner Guard' },
      { preReleaseKey: 'companion-genai', id: '881', l10n: 'PRE_RELEASE.COMPANION', feature: 'Companion' },
    ],
    previewFramework: { preReleaseIds: ['1008', '9001'] },
  };
}
