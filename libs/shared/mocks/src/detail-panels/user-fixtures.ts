// User account and its identity profiles (spec 001 §2.13, §3).
import { FIXED_NOW } from '../state.ts';
import { daysAgo, HOSTILE_TEXT, nullAll, type Nullable, overridable } from './fixture-kit.ts';

/** Exchange protection features by name: "enabled", "disabled", or "" when the server has none (hidden). */
const ATP_FEATURES: Record<string, string> = {
  safeAttachments: 'enabled',
  safeAttachmentsForSharePoint: 'enabled',
  safeLinks: 'enabled',
  safeLinksForTeams: 'disabled',
  antiPhishing: 'enabled',
  impersonationProtection: 'disabled',
  spoofIntelligence: 'enabled',
  maliciousUrls: 'enabled',
  vaURLs: 'enabled',
  vaURLsClickThrough: 'disabled',
  zeroHourAutoPurge: '',
};

interface ExchangeServiceFixture {
  atpPolicyId: string | null;
  atpPolicyStatus: string | null;
  atpFeatures: Record<string, string> | null;
  dlpPolicyId: string | null;
}

function fullUserAccount(userId = 'user-1') {
  // Typed so that overrides may set `exchange: null` (no email-security tab).
  const services: { exchange: ExchangeServiceFixture | null } = {
    exchange: {
      atpPolicyId: 'atp-policy-7c2e',
      atpPolicyStatus: 'enabledButNotOptimized',
      atpFeatures: ATP_FEATURES,
      dlpPolicyId: 'dlp-policy-eu-pii',
    },
  };
  return {
    userName: userId === 'user-1' ? 'Dana Whitfield' : userId,
    isHpu: true,
    emailAddress: 'dana.whitfield@northwind-trading.example',
    emailProtection: 'enabled',
    xdrPolicyId: 'xdr-pol-finance-01',
    department: 'Finance – Accounts Payable',
    iamType: 'azure',
    services,
  };
}

export type UserAccountFixture = Nullable<ReturnType<typeof fullUserAccount>>;

export const createUserAccount = overridable(fullUserAccount);

/** An exchange service with the given features (the feature-tree rules of spec 001 §4). */
const withFeatures = (atpFeatures: Record<string, string>): UserAccountFixture =>
  createUserAccount({
    services: { exchange: { atpPolicyId: 'atp-policy-7c2e', atpPolicyStatus: 'enabledAndOptimized', atpFeatures, dlpPolicyId: 'dlp-policy-eu-pii' } },
  });

export const userAccountVariants = {
  empty: (): UserAccountFixture => nullAll(fullUserAccount('user-1')),
  /** vaURLs given as empty: the malicious-URL group hides its va children. */
  vaHidden: (): UserAccountFixture => withFeatures({ ...ATP_FEATURES, vaURLs: '', vaURLsClickThrough: 'enabled' }),
  /** Every feature disabled: every group disabled. */
  allDisabled: (): UserAccountFixture =>
    withFeatures(Object.fromEntries(Object.entries(ATP_FEATURES).map(([key, value]) => [key, value ? 'disabled' : '']))),
  /** An exchange object without any feature. */
  noFeatures: (): UserAccountFixture => withFeatures({}),
  hostile: (): UserAccountFixture =>
    createUserAccount({
      userName: HOSTILE_TEXT.script,
      department: HOSTILE_TEXT.img,
      emailAddress: HOSTILE_TEXT.link,
      iamType: HOSTILE_TEXT.svg,
      services: {
        exchange: { atpPolicyId: HOSTILE_TEXT.img, atpPolicyStatus: HOSTILE_TEXT.script, atpFeatures: { [HOSTILE_TEXT.script]: 'enabled', safeLinks: HOSTILE_TEXT.img }, dlpPolicyId: null },
      },
    }),
  /** No exchange service object: the email-security tab stays hidden. */
  noExchange: (): UserAccountFixture => createUserAccount({ services: { exchange: null } }),
  /** A Google Workspace user. */
  google: (): UserAccountFixture =>
    createUserAccount({
      iamType: 'google',
      emailAddress: 'k.mori@northwind-trading.example',
      userName: 'Kenji Mori',
      isHpu: false,
      services: { exchange: null },
    }),
  long: (): UserAccountFixture =>
    createUserAccount({
      userName: `${'Maximiliane Alexandra Konstantina '.repeat(3)}von Hohenberg-Liechtenstein`,
      emailAddress: `${'very.long.mailbox.alias.'.repeat(5)}name@subsidiary.region.northwind-trading.example`,
      department: `${'Group Finance / Controlling / '.repeat(5)}Accounts Payable`,
    }),
};

function aadProfile(now: number) {
  return {
    tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
    tenantName: 'Northwind Trading',
    userPrincipalName: 'dana.whitfield@northwind-trading.example',
    isPrivileged: true,
    roleAssignments: ['Billing Administrator', 'Reports Reader'],
    isEnabled: true,
    lastPasswordChangeTimestamp: daysAgo(now, 47),
    isDirectorySynced: true,
    userTypeDisplayName: 'Member',
    authenticationTypeDisplayName: 'Federated',
  };
}

function fullUserIdentity(now: number = FIXED_NOW) {
  return {
    aad: [aadProfile(now)],
    opa: [
      {
        domain: 'corp.northwind-trading.example',
        isPrivileged: false,
        isEnabled: true,
        groupCount: 14,
        primaryGroup: 'Domain Users',
        userAccountControlFlags: ['NORMAL_ACCOUNT', 'DONT_EXPIRE_PASSWORD'],
        servicePrincipalNames: [] as string[],
        passwordLastChangedTimestamp: daysAgo(now, 47),
        createTimestamp: daysAgo(now, 1210),
        distinguishedName: 'CN=Dana Whitfield,OU=Finance,OU=Users,DC=corp,DC=northwind-trading,DC=example',
      },
    ],
  };
}

export type UserIdentityFixture = Nullable<ReturnType<typeof fullUserIdentity>>;

export const createUserIdentity = overridable(fullUserIdentity);

export const userIdentityVariants = {
  empty: (): UserIdentityFixture => ({ aad: [], opa: [] }),
  hostile: (now: number = FIXED_NOW): UserIdentityFixture =>
    createUserIdentity({ aad: [{ ...aadProfile(now), tenantName: HOSTILE_TEXT.script, roleAssignments: [HOSTILE_TEXT.img] }] }, now),
  long: (now: number = FIXED_NOW): UserIdentityFixture => {
    return createUserIdentity(
      {
        aad: Array.from({ length: 6 }, (_, i) => ({
          ...aadProfile(now),
          tenantName: `Subsidiary tenant ${i + 1}`,
          roleAssignments: Array.from({ length: 25 }, (_, j) => `Custom role ${j + 1} with a rather descriptive name`),
        })),
      },
      now,
    );
  },
};
