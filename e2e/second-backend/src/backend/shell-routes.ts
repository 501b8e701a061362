// Spec 000 §7: the shell's calls, under /ui/uic/v3/ (contract §1). This backend wraps the answers
// whose envelope the specification does not show in `{ code, message, data }`, sends ids as numbers
// and times as numbers of milliseconds.
import { randomBytes } from 'node:crypto';
import { ok, type CallContext, type Route } from './route.ts';
import { SOCKET_PATH } from './socket-path.ts';
import type { TenantState } from './state.ts';

const V3 = '/ui/uic/v3/';
const wrapped = (data: unknown) => ok({ code: 0, message: 'OK', data });

function authInfo(state: TenantState) {
  return {
    user_name: state.userName,
    companyName: 'Kitakaze Logistics K.K.',
    role: 'Master Administrator',
    account_id: 480213,
    companyGUID: '6d0c2f55-8f3e-4d59-9c43-0e7f1b2a6c11',
    user_id: 77120,
    roleId: 1,
    logo: null,
    partnerId: state.partnerId,
    accountProfile: { email: 'kiyoshi@kitakaze.example' },
    companyProfile: { showUpgradeToFoundationBanner: false },
    consoleSettings: {
      region: state.region,
      allowedOrigins: [],
      links: { onlineHelp: 'https://docs.second-backend.test/console', serviceStatus: 'https://status.second-backend.test/', chatBot: '/chat/bot' },
    },
    advancedInfo: {
      userType: state.userType,
      view: state.view,
      isFoundation: state.isFoundation,
      isMigrated: state.isMigrated,
      showMSPTermsPopup: state.showMSPTermsPopup,
    },
    aidialog: 0,
    caseLogApp: 0,
    helpKitApp: 0,
    rbac: { ...state.permissions, flagsState: state.flags },
  };
}

/** The left menu: number ids; keyed items (contract §6) mostly without a path of their own. */
function menuItems() {
  return [
    { id: 2101, title: 'Dashboard', l10n: 'Dashboard', icon: 'dashboard', sidebar: true, role: 'admin', path: '/dashboard', children: [] },
    {
      id: 2200,
      title: 'Investigation',
      icon: 'search',
      sidebar: true,
      role: 'admin',
      children: [
        { id: 2201, title: 'Search', sidebar: true, role: 'admin', path: '/app/search/main', children: [] },
        { id: 2202, title: 'Workbench', sidebar: true, role: 'admin', path: '/workbench/alerts', children: [] },
      ],
    },
    {
      id: 2300,
      title: 'Email and collaboration',
      icon: 'mail',
      sidebar: true,
      role: 'admin',
      children: [
        { id: 8941, title: 'Welcome', sidebar: true, role: 'admin', children: [] },
        { id: 8942, title: 'Email dashboard', sidebar: true, role: 'admin', children: [] },
        { id: 8945, title: 'Quarantine', sidebar: true, role: 'admin', path: '/app/email-and-collaboration/quarantine', children: [] },
      ],
    },
    { id: 2400, title: 'Vendor portal', sidebar: true, role: 'admin', path: '/nojump', url: 'https://vendor.second-backend.test/portal', children: [] },
    { id: 2500, title: 'Hidden page', sidebar: false, role: 'admin', path: '/admin/timezone', children: [] },
  ];
}

export const shellRoutes: Route[] = [
  { method: 'GET', path: `${V3}auth`, handle: ({ state }) => wrapped(authInfo(state)) },
  { method: 'GET', path: `${V3}menu`, handle: () => ok({ data: menuItems(), preRelease: [], previewFramework: { preReleaseIds: [] } }) },
  {
    method: 'GET',
    path: `${V3}session`,
    handle: ({ state }) =>
      wrapped({
        timeoutLeft: state.idleTimeoutLeftMs === null ? null : { idleTimeoutLeft: state.idleTimeoutLeftMs, sessionTimeoutLeft: state.sessionTimeoutLeftMs },
        isFoundation: state.isFoundation,
      }),
  },
  { method: 'POST', path: `${V3}activeStatus`, handle: () => wrapped(null) },
  {
    method: 'GET',
    path: `${V3}notifications/counts`,
    handle: ({ state, headers }: CallContext) =>
      wrapped({
        counts: state.unreadCount,
        token: `ws-${randomBytes(8).toString('hex')}`,
        // Contract §8 allows an absolute URL: this backend gives one, at its own path.
        webSocketUrl: `ws://${headers.host ?? '127.0.0.1'}${SOCKET_PATH}`,
      }),
  },
  { method: 'GET', path: new RegExp(`^${V3}notifications/languages/([^/]+)$`), handle: () => wrapped({ notifications: [], lastReadTime: Date.now() - 86_400_000 }) },
  { method: 'GET', path: `${V3}notification`, handle: () => wrapped({ license: [], idp: null, promotion: null, modal: { isKickingAction: false } }) },
  { method: 'GET', path: `${V3}setting/landingPage`, handle: ({ state }) => wrapped({ id: state.landingPageId }) },
];
