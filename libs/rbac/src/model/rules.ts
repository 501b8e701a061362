import type { Access, Flag, Permission, Region, UserType, View } from './access.ts';
import { ENTERPRISE_VIEWS, SERVICE_PROVIDER_VIEWS } from './access.ts';

/** A gating condition. Every field given must hold; `anyOf` needs one of its rules. */
export interface Rule {
  permission?: Permission;
  flagOn?: Flag;
  flagOff?: Flag;
  views?: readonly View[];
  userTypes?: readonly UserType[];
  regions?: readonly Region[];
  notRegions?: readonly Region[];
  foundation?: boolean;
  allOf?: readonly Rule[];
  anyOf?: readonly Rule[];
}

/**
 * Every gating rule of spec 000 §6 and spec 001 §6, once, as data. Components ask for a gate by
 * name; the table is what reviewers read against the specification.
 */
export const GATES = {
  // spec 000 §2.1 / §6 — frame
  signInAllowance: { anyOf: [{ flagOn: 'sign-in-allowance' }, { regions: ['UAE', 'GOV_US'] }] },
  inlineHelpEntry: { flagOff: 'help-kit' },
  // ents / entp only, hence never in the service-provider console (xsp-itops, xsp-dfir, mspc).
  magicIconEntry: { views: ENTERPRISE_VIEWS, flagOn: 'tracking' },
  // §2.2 header
  searchBox: { views: ENTERPRISE_VIEWS, flagOn: 'global-search-box' },
  enterpriseHeaderSlots: { views: ENTERPRISE_VIEWS },
  topHelpMenu: { views: SERVICE_PROVIDER_VIEWS },
  timezoneSettings: { permission: 'console' },
  // §2.3 user menu
  languageSettings: { flagOff: 'hide-language-setting', notRegions: ['UAE'] },
  accountSettings: { permission: 'account' },
  switchUser: { userTypes: ['saml', 'samlGroup', 'samlGroupSeamless'] },
  companyProfile: { permission: 'company' },
  // §2.4 company menu (foundation companies only)
  companyMenu: { foundation: true },
  companyLicense: { foundation: true, permission: 'license.viewLicense' },
  companyProductInstances: { foundation: true, permission: 'productConnector.view' },
  companyRoles: { foundation: true, permission: 'roleManagement.viewRoles' },
  companyAccounts: { foundation: true, permission: 'accountManagement.viewAccountsAndApiKey' },
  companyIdentityProviders: { foundation: true, permission: 'singleSignOn.view' },
  companyApiKeys: { foundation: true, permission: 'apiKey.view', views: ENTERPRISE_VIEWS },
  // §2.5 help menu
  contactUs: { notRegions: ['UAE'] },
  supportForm: { regions: ['GOV_US'] },
  // §2.7 search
  thirdPartyLogCollector: { flagOn: 'tpi-3rd-party-log-collector', notRegions: ['UAE'] },
  // §4.4 upgrade promotion
  upgradeAgree: { userTypes: ['root'] },
  closableUpgradeModals: { flagOn: 'poseidon-sign-in' },
  // spec 001 §6 — detail panels
  identityTab: { flagOn: 'identity-inventory-app' },
  tagsTab: { permission: 'asd.view' },
  tagEditing: { permission: 'asd.assets' },
  dataLineage: { permission: 'dataPolicy.view_data_lineage' },
  threatIntelligence: { notRegions: ['UAE', 'GOV_US'] },
  unifiedPolicy: { flagOn: 'v1es-unified-policy' },
  ringDeployment: { flagOn: 'pattern-ring-deployment' },
  agentUpdateStatus: { flagOn: 'endpoint-security-updates' },
  endpointSensorSection: { allOf: [{ flagOn: 'endpoint-sensor-section' }, { flagOn: 'endpoint-sensor-detail' }] },
  simplifiedBasicTab: { views: ['smbp'] },
  // spec 001 §6: the cloud email-security console policy buttons (user account, email-security tab).
  casPolicyLinks: { permission: 'license.linkToCAS' },
} as const satisfies Record<string, Rule>;

export type GateName = keyof typeof GATES;

function evaluate(rule: Rule, access: Access): boolean {
  if (rule.permission && !access.permissions[rule.permission]) return false;
  if (rule.flagOn && !access.flags[rule.flagOn]) return false;
  if (rule.flagOff && access.flags[rule.flagOff]) return false;
  if (rule.views && (!access.view || !rule.views.includes(access.view))) return false;
  if (rule.userTypes && (!access.userType || !rule.userTypes.includes(access.userType))) return false;
  if (rule.regions && !rule.regions.includes(access.region)) return false;
  if (rule.notRegions && rule.notRegions.includes(access.region)) return false;
  if (rule.foundation !== undefined && rule.foundation !== access.isFoundation) return false;
  if (rule.allOf && !rule.allOf.every((r) => evaluate(r, access))) return false;
  if (rule.anyOf && !rule.anyOf.some((r) => evaluate(r, access))) return false;
  return true;
}

export function isAllowed(gate: GateName, access: Access): boolean {
  return evaluate(GATES[gate], access);
}
