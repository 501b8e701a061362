/** Console routes the header and its menus lead to (spec 000 §2.2–2.5, §2.11). */
export const HEADER_ROUTES = {
  timezone: '/admin/timezone',
  forbidden: '/users/403',
  caseLog: '/app/acl/casemgm',
  about: '/users/about',
  automationCenter: '/admin/automation_center',
  selfDiagnosis: '/app/self-diagnosis',
  started: '/users/started',
  companyLicense: '/app/bc/company/license',
  companyProfile: '/app/bc/company/profile',
  productInstances: '/admin/product-instance',
  roles: '/app/iam2/role',
  accounts: '/app/iam2/account',
  identityProviders: '/app/iam2/idp',
  apiKeys: '/app/iam2/apikey',
  /** Account settings of foundation or migrated companies. */
  usersPreference: '/app/iam2/users_preference',
  /** Account settings of every other company. */
  legacyUsersPreference: '/app/bc/iam/users_preference',
} as const;

/** The external contact page (spec 000 §2.11), opened in a new window outside GOV_US. */
export const CONTACT_SUPPORT_PAGE = '/ui/bc/iam/contact-support';

/**
 * Addresses of pages outside the console. The specification names the entries (online help,
 * service status, the chat bot) but not their addresses, so they are deployment settings that the
 * app passes through `HeaderActions`' `externalLinks`. An entry without an address is not shown:
 * the console never invents a destination.
 */
export interface ExternalLinks {
  onlineHelp?: string;
  serviceStatus?: string;
  chatBot?: string;
}
const EXTERNAL_LINK_NAMES = ['onlineHelp', 'serviceStatus', 'chatBot'] as const satisfies ReadonlyArray<keyof ExternalLinks>;
export type ExternalLinkName = (typeof EXTERNAL_LINK_NAMES)[number];

/** The address of a link, or undefined when it is not configured (missing or blank). */
export function externalLinkOf(links: ExternalLinks | undefined, name: ExternalLinkName): string | undefined {
  const value = links?.[name]?.trim();
  return value ? value : undefined;
}

/** Drops the menu entries that lead to an external page whose address is not configured. */
export function withConfiguredLinks<E extends string>(entries: readonly E[], links: ExternalLinks | undefined): E[] {
  return entries.filter((entry) => !isExternalLinkName(entry) || externalLinkOf(links, entry) !== undefined);
}

function isExternalLinkName(value: string): value is ExternalLinkName {
  return (EXTERNAL_LINK_NAMES as readonly string[]).includes(value);
}

/** Spec 000 §2.3: foundation or migrated companies keep their preferences in the identity module. */
export function accountSettingsPath(company: { isFoundation: boolean; isMigrated: boolean }): string {
  return company.isFoundation || company.isMigrated ? HEADER_ROUTES.usersPreference : HEADER_ROUTES.legacyUsersPreference;
}

/** Spec 000 §6: the clock's settings link needs the console permission; without it the user sees 403. */
export function timezoneSettingsPath(canOpen: boolean): string {
  return canOpen ? HEADER_ROUTES.timezone : HEADER_ROUTES.forbidden;
}
