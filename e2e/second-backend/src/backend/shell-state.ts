// The shell area's part of the tenant state (TenantState.shell): what its specs may change.
// The records carry this backend's own choices: ids as numbers or strings, times in epoch ms,
// optional fields missing or null, and fields the console does not know.

/** A notification of spec 000 §3, with extra fields of this backend. */
interface ShellNotification {
  id: number | string;
  time: number;
  type: 0 | 1;
  level: string;
  description: string;
  status?: string | null;
  application?: string | null;
  link?: string | null;
  downloadUrl?: string | null;
  [extra: string]: unknown;
}

/** A license banner of spec 000 §3: pid, status (1 warning, 2 error, 3 info), days. */
interface ShellLicenseBanner {
  pid: string;
  status: 1 | 2 | 3;
  days?: number | null;
  [extra: string]: unknown;
}

/** A menu item of spec 000 §3 as this backend sends it (ids are numbers, `path` optional). */
export interface ShellMenuItem {
  id: number;
  title: string;
  sidebar: boolean;
  role?: string;
  path?: string;
  url?: string;
  children: ShellMenuItem[];
  [extra: string]: unknown;
}

export interface ShellState {
  /** Fields laid over the auth info as they are (null or a different shape included): a tenant's variations. */
  authOverride: Record<string, unknown>;
  /** How notifications/counts gives the socket: an absolute ws: URL, or a path on the console's origin (contract §8). */
  socketUrl: 'absolute' | 'path';
  /** The menu; null: this backend's own default menu (shell-routes.ts). */
  menu: ShellMenuItem[] | null;
  preReleaseIds: number[];
  /** What `notifications/languages/{lang}` answers (the same list whatever the language). */
  notifications: ShellNotification[];
  lastReadTime: number;
  /** `GET notification`. */
  license: ShellLicenseBanner[];
  idp: unknown;
  promotion: unknown;
  kickingAction: boolean;
  /** auth.consoleSettings.allowedOrigins (contract §4). */
  allowedOrigins: string[];
  /** auth.companyProfile.showUpgradeToFoundationBanner. */
  showUpgradeBanner: boolean;
  /** The language `setting/language` stored last (null: never saved). */
  language: string | null;
  /** `connectors/sds/ssoStatus`: redirectUrl, or null for an answer without one. */
  ssoRedirectUrl: string | null;
  /** The SSO link's data.url, or null for an answer without one. */
  ssoUrl: string | null;
  /** Internal auth: null issues a token, a number refuses with 400 and that error.number. */
  internalAuthRefusal: number | null;
  /** `getUpgradeUrl`'s upgradeUrl. */
  upgradeUrl: string;
  /** The partner white-label's data.email (null: the field is missing). */
  partnerEmail: string | null;
  /** What the public support form received. */
  supportCases: unknown[];
  /** pids dismissed / hidden, and noUpgradeBanner prefixes, as the server recorded them. */
  dismissed: string[];
  hidden: string[];
  noUpgradePrefixes: string[];
  /** Internal tokens issued (the SSO link checks its bearer against them). */
  internalTokens: string[];
}

const HOUR = 3_600_000;

export function initialShellState(): ShellState {
  const now = Date.now();
  return {
    authOverride: {},
    socketUrl: 'absolute',
    menu: null,
    preReleaseIds: [],
    notifications: [
      {
        id: 90311,
        time: now - 2 * 60_000,
        type: 0,
        level: 'security',
        description: 'Suspicious sign-in blocked for <b>h.tanaka@kitakaze.example</b>.',
        status: null,
        application: 'Identity Security',
        link: '/app/search/main',
        severityScore: 73,
      },
      {
        id: 'n-7c1e',
        time: now - 3 * HOUR,
        type: 0,
        level: 'new_feature',
        description: '<p>New: <a href="https://docs.second-backend.test/whats-new">attack path analysis</a> is available.</p>',
        application: 'Platform',
        link: 'https://docs.second-backend.test/whats-new',
      },
      {
        id: 90315,
        time: now - 26 * HOUR,
        type: 0,
        level: 'partially_successful',
        description: 'Pattern update finished on <i>41 of 44</i> endpoints.',
        status: 'Partially deployed',
        application: 'Endpoint Security',
        downloadUrl: '/ui/uic/v3/reports/pattern-update-90315.csv',
      },
      {
        id: 90320,
        time: now - 40 * 60_000,
        type: 1,
        level: 'pending',
        description: 'Approve the isolation of <b>SRV-FILE-02</b>.',
        status: 'Waiting for approval',
        application: 'Response Management',
        link: '/workbench/alerts',
      },
      { id: 90321, time: now - 5 * HOUR, type: 1, level: 'rejection', description: 'Your request to collect a file from <b>LT-0442</b> was rejected.', application: 'Response Management' },
      { id: 90322, time: now - 3 * 86_400_000, type: 1, level: 'error', description: 'Report <q>Weekly risk</q> could not be generated.', status: 'Failed', application: null, link: null },
    ],
    lastReadTime: now - 6 * HOUR,
    license: [],
    idp: null,
    promotion: null,
    kickingAction: false,
    allowedOrigins: [],
    showUpgradeBanner: false,
    language: null,
    ssoRedirectUrl: '/ui/sds/api/v2/sso/roleManagement?tenant=kitakaze',
    ssoUrl: 'https://rm.second-backend.test/sso/landing?ticket=4f1d',
    internalAuthRefusal: null,
    upgradeUrl: 'https://upgrade.second-backend.test/foundation?session=8c2',
    partnerEmail: 'support@partner.second-backend.test',
    supportCases: [],
    dismissed: [],
    hidden: [],
    noUpgradePrefixes: [],
    internalTokens: [],
  };
}
