import { isAllowed, type Access, type GateName } from '@soc/rbac';

// Which header pieces and menu entries a user gets (spec 000 §2.2–2.5, §6). Every condition is a
// named rule of the rbac gate table; this file only lists the entries in the order the menus show.

/** User menu (spec 000 §2.3); logout is always offered. */
export const USER_MENU_ENTRIES = ['language', 'accountSettings', 'switchSamlGroup', 'companyProfile', 'logout'] as const;
export type UserMenuEntry = (typeof USER_MENU_ENTRIES)[number];
const USER_MENU_GATES: Record<UserMenuEntry, GateName | undefined> = {
  language: 'languageSettings',
  accountSettings: 'accountSettings',
  switchSamlGroup: 'switchUser',
  companyProfile: 'companyProfile',
  logout: undefined,
};

/** Company menu of foundation companies (spec 000 §2.4). */
const COMPANY_MENU_ENTRIES = ['switchCompany', 'license', 'productInstances', 'roles', 'accounts', 'identityProviders', 'apiKeys'] as const;
export type CompanyMenuEntry = (typeof COMPANY_MENU_ENTRIES)[number];
const COMPANY_MENU_GATES: Record<CompanyMenuEntry, GateName> = {
  // The specification names no permission for switching company: a foundation company is enough.
  switchCompany: 'companyMenu',
  license: 'companyLicense',
  productInstances: 'companyProductInstances',
  roles: 'companyRoles',
  accounts: 'companyAccounts',
  identityProviders: 'companyIdentityProviders',
  apiKeys: 'companyApiKeys',
};

/** Help menu (spec 000 §2.5). */
const HELP_MENU_ENTRIES = ['onlineHelp', 'serviceStatus', 'automationCenter', 'about', 'selfDiagnosis', 'contactUs'] as const;
export type HelpMenuEntry = (typeof HELP_MENU_ENTRIES)[number];

/** Top-help menu of the service-provider views (spec 000 §2.2). */
export const TOP_HELP_MENU_ENTRIES = ['gettingStarted', 'onlineHelp', 'serviceStatus'] as const;
export type TopHelpMenuEntry = (typeof TOP_HELP_MENU_ENTRIES)[number];

/** Where "Contact us" leads: the support-case form in GOV_US, the external page elsewhere, nowhere in UAE. */
export type ContactUsTarget = 'supportForm' | 'externalPage';

export function userMenuEntries(access: Access): UserMenuEntry[] {
  return USER_MENU_ENTRIES.filter((entry) => {
    const gate = USER_MENU_GATES[entry];
    return gate === undefined || isAllowed(gate, access);
  });
}

/** `null` for non-foundation companies: they see the plain company name instead of a menu. */
export function companyMenuEntries(access: Access): CompanyMenuEntry[] | null {
  if (!isAllowed('companyMenu', access)) return null;
  return COMPANY_MENU_ENTRIES.filter((entry) => isAllowed(COMPANY_MENU_GATES[entry], access));
}

export function contactUsTarget(access: Access): ContactUsTarget | undefined {
  if (!isAllowed('contactUs', access)) return undefined;
  return isAllowed('supportForm', access) ? 'supportForm' : 'externalPage';
}

export function helpMenuEntries(access: Access): HelpMenuEntry[] {
  const contactUs = contactUsTarget(access) !== undefined;
  return HELP_MENU_ENTRIES.filter((entry) => entry !== 'contactUs' || contactUs);
}

/** Brand variants (spec 000 §2.1–2.2): the UAE region has its own, the service-provider views the product long name. */
export type BrandVariant = 'default' | 'uae' | 'serviceProvider';
export function brandVariant(access: Access): BrandVariant {
  if (access.region === 'UAE') return 'uae';
  if (isAllowed('topHelpMenu', access)) return 'serviceProvider';
  return 'default';
}

/** Which optional header pieces show (spec 000 §2.2). */
export interface HeaderPieces {
  demoBadge: boolean;
  partnerSupport: boolean;
  topHelpMenu: boolean;
  enterpriseEntries: boolean;
}
export function headerPieces(access: Access, partnerId: string | null | undefined): HeaderPieces {
  return {
    demoBadge: access.isDemo,
    partnerSupport: Boolean(partnerId),
    topHelpMenu: isAllowed('topHelpMenu', access),
    enterpriseEntries: isAllowed('enterpriseHeaderSlots', access),
  };
}
