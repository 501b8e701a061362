import type { AuthInfo } from '@soc/api';

const VIEWS = ['ents', 'entp', 'smbp', 'xsp-itops', 'xsp-dfir', 'mspc'] as const;
export type View = (typeof VIEWS)[number];
const USER_TYPES = ['root', 'saml', 'samlGroup', 'samlGroupSeamless'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Contract §4: "UAE", "GOV_US", or anything else (no regional change). */
export type Region = 'UAE' | 'GOV_US' | 'OTHER';

export const SERVICE_PROVIDER_VIEWS: readonly View[] = ['xsp-itops', 'xsp-dfir', 'mspc'];
export const ENTERPRISE_VIEWS: readonly View[] = ['ents', 'entp'];

/** Contract §4 permission paths of `auth.rbac`. */
const PERMISSIONS = [
  'console', 'company', 'account', 'license.viewLicense', 'productConnector.view', 'roleManagement.viewRoles',
  'accountManagement.viewAccountsAndApiKey', 'singleSignOn.view', 'apiKey.view', 'asd.view', 'asd.assets',
  'dataPolicy.view_data_lineage', 'license.linkToCAS',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Contract §4 feature flags (keys of `rbac.flagsState`; missing means 0). */
export type Flag =
  | 'identity-inventory-app' | 'v1es-unified-policy' | 'pattern-ring-deployment' | 'endpoint-security-updates'
  | 'endpoint-sensor-section' | 'endpoint-sensor-detail' | 'tpi-3rd-party-log-collector'
  | 'hide-language-setting' | 'poseidon-sign-in' | 'help-kit' | 'sign-in-allowance' | 'global-search-box'
  | 'tracking';

/** Everything the gating rules read, built once from the auth info. */
export interface Access {
  permissions: Readonly<Record<Permission, boolean>>;
  flags: Readonly<Record<string, boolean>>;
  view: View | undefined;
  userType: UserType | undefined;
  region: Region;
  isFoundation: boolean;
  isMigrated: boolean;
  isDemo: boolean;
}

const DEMO_USER = /^demo[._-]/i;

function readPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), source);
}

function asView(value: unknown): View | undefined {
  return (VIEWS as readonly unknown[]).includes(value) ? (value as View) : undefined;
}
function asUserType(value: unknown): UserType | undefined {
  return (USER_TYPES as readonly unknown[]).includes(value) ? (value as UserType) : undefined;
}

export function buildAccess(auth: AuthInfo | undefined): Access {
  const rbac = auth?.rbac ?? {};
  const permissions = Object.fromEntries(PERMISSIONS.map((p) => [p, readPath(rbac, p) === 1])) as Record<Permission, boolean>;
  const flagsState = (rbac as { flagsState?: Record<string, number> }).flagsState ?? {};
  const flags = Object.fromEntries(Object.entries(flagsState).map(([k, v]) => [k, v === 1]));
  const region = auth?.consoleSettings?.region;
  return {
    permissions,
    flags,
    view: asView(auth?.advancedInfo?.view),
    userType: asUserType(auth?.advancedInfo?.userType),
    region: region === 'UAE' || region === 'GOV_US' ? region : 'OTHER',
    isFoundation: auth?.advancedInfo?.isFoundation === true,
    isMigrated: auth?.advancedInfo?.isMigrated === true,
    isDemo: DEMO_USER.test(auth?.user_name ?? ''),
  };
}

/** No auth info yet: nothing is permitted. */
export const NO_ACCESS: Access = buildAccess(undefined);
