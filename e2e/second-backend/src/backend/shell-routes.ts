// Spec 000 §7: the shell's calls, under /ui/uic/v3/ (contract §1). This backend wraps the answers
// whose envelope the specification does not show in `{ code, message, data }`, sends ids as numbers
// and times as numbers of milliseconds.
import { randomBytes } from 'node:crypto';
import { errorNumber, isRecord, ok, SOCKET_PATH, V3, wrapped, type CallContext, type Route } from './route.ts';
import type { ShellMenuItem } from './shell-state.ts';
import type { TenantState } from './state.ts';

const ACCOUNT_ID = 480213;

function authInfo(state: TenantState) {
  return {
    user_name: state.userName,
    companyName: 'Kitakaze Logistics K.K.',
    role: 'Master Administrator',
    account_id: ACCOUNT_ID,
    companyGUID: '6d0c2f55-8f3e-4d59-9c43-0e7f1b2a6c11',
    user_id: 77120,
    roleId: 1,
    logo: null,
    partnerId: state.partnerId,
    accountProfile: { email: 'kiyoshi@kitakaze.example' },
    companyProfile: { showUpgradeToFoundationBanner: state.shell.showUpgradeBanner, industry: 'logistics' },
    consoleSettings: {
      region: state.region,
      allowedOrigins: state.shell.allowedOrigins,
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
function defaultMenu(): ShellMenuItem[] {
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
    {
      id: 2600,
      title: 'Service management',
      icon: 'settings',
      sidebar: true,
      role: 'admin',
      children: [
        { id: 1001, title: 'Code security', sidebar: true, role: 'admin', analytics: 'code_sec', children: [] },
        { id: 43, title: 'License platform', sidebar: true, role: 'admin', children: [] },
        { id: 8751, title: 'Role management', sidebar: true, role: 'admin', children: [] },
        { id: 8956, title: 'Gateway logs', sidebar: false, role: 'admin', children: [] },
      ],
    },
    { id: 2400, title: 'Vendor portal', sidebar: true, role: 'admin', path: '/nojump', url: 'https://vendor.second-backend.test/portal', children: [] },
    { id: 2500, title: 'Hidden page', sidebar: false, role: 'admin', path: '/admin/timezone', children: [] },
  ];
}

const bad = (message: string) => errorNumber(400, 4000001, message);

/** Spec 000 §5: the support case as this backend checks it (all fields required, the maximum lengths, the value lists). */
const CASE_TYPES = ['Subscription Support', 'User Management Support', 'Threat Concern', 'Technical Support'];
const SEVERITIES = ['General Guidance P4', 'System Impaired P3', 'Production System Impaired P2', 'Production System Down P1', 'Business-Critical System Down P0'];
function supportCaseProblem(body: unknown): string | undefined {
  if (!isRecord(body)) return 'body must be a JSON object';
  const text = (name: string, max: number) => (typeof body[name] === 'string' && (body[name] as string).trim() !== '' && (body[name] as string).length <= max ? undefined : `${name} is required (max ${max})`);
  return (
    text('name', 100) ??
    text('email', 250) ??
    (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body['email'])) ? undefined : 'email is not valid') ??
    text('phoneNumber', 100) ??
    text('memo', 500) ??
    (CASE_TYPES.includes(String(body['caseType'])) ? undefined : 'caseType is not known') ??
    (SEVERITIES.includes(String(body['severity'])) ? undefined : 'severity is not known') ??
    (['Email', 'Phone'].includes(String(body['contactMethod'])) ? undefined : 'contactMethod is not known')
  );
}

export const shellRoutes: Route[] = [
  { method: 'GET', path: `${V3}auth`, handle: ({ state }) => wrapped({ ...authInfo(state), ...state.shell.authOverride }) },
  {
    method: 'GET',
    path: `${V3}menu`,
    handle: ({ state }) =>
      ok({
        data: state.shell.menu ?? defaultMenu(),
        preRelease: state.shell.preReleaseIds.map((id) => ({ id, key: `pre-${id}`, optIn: false })),
        previewFramework: { preReleaseIds: state.shell.preReleaseIds },
      }),
  },
  {
    method: 'GET',
    path: `${V3}session`,
    handle: ({ state }) =>
      wrapped({
        timeoutLeft: state.idleTimeoutLeftMs === null ? null : { idleTimeoutLeft: state.idleTimeoutLeftMs, sessionTimeoutLeft: state.sessionTimeoutLeftMs },
        isFoundation: state.isFoundation,
      }),
  },
  {
    method: 'POST',
    path: `${V3}activeStatus`,
    handle: ({ body }) => (isRecord(body) && 'isActive' in body ? wrapped(null) : bad('isActive is required')),
  },
  {
    method: 'GET',
    path: `${V3}notifications/counts`,
    handle: ({ state, headers }: CallContext) =>
      wrapped({
        counts: state.unreadCount,
        token: `ws-${randomBytes(8).toString('hex')}`,
        // Contract §8 allows an absolute URL or a path: this backend gives either, at its own path.
        webSocketUrl: state.shell.socketUrl === 'path' ? SOCKET_PATH : `ws://${headers.host ?? '127.0.0.1'}${SOCKET_PATH}`,
      }),
  },
  {
    method: 'GET',
    path: new RegExp(`^${V3}notifications/languages/([^/]+)$`),
    handle: ({ state, update }) => {
      // The server marks them read when the list is fetched.
      update({ unreadCount: 0 });
      return wrapped({ notifications: state.shell.notifications, lastReadTime: state.shell.lastReadTime, total: state.shell.notifications.length });
    },
  },
  {
    method: 'GET',
    path: `${V3}notification`,
    handle: ({ state }) => {
      const gone = new Set([...state.shell.dismissed, ...state.shell.hidden]);
      return wrapped({
        license: state.shell.license.filter((banner) => !gone.has(banner.pid)),
        idp: state.shell.idp,
        promotion: state.shell.promotion,
        modal: { isKickingAction: state.shell.kickingAction },
      });
    },
  },
  { method: 'GET', path: `${V3}setting/landingPage`, handle: ({ state }) => wrapped({ id: state.landingPageId }) },
  {
    method: 'POST',
    path: `${V3}setting/language`,
    handle: ({ body, update }) => {
      if (!isRecord(body) || typeof body['lang'] !== 'string' || body['lang'] === '') return bad('lang is required');
      update({ shell: { language: body['lang'] } });
      // "Body not shown": this backend answers with no body at all.
      return { status: 204, text: '' };
    },
  },
  {
    method: 'POST',
    path: `${V3}noUpgradeBanner`,
    handle: ({ body, state, update }) => {
      if (!isRecord(body) || typeof body['prefix'] !== 'string') return bad('prefix is required');
      update({ shell: { noUpgradePrefixes: [...state.shell.noUpgradePrefixes, body['prefix']] } });
      return ok({ result: true });
    },
  },
  {
    method: 'GET',
    path: `${V3}getUpgradeUrl`,
    handle: ({ url, state }) =>
      url.searchParams.get('lang') && url.searchParams.has('relayState') ? wrapped({ upgradeUrl: state.shell.upgradeUrl, expiresInSeconds: 300 }) : bad('lang and relayState are required'),
  },
  {
    method: 'POST',
    path: `${V3}dismissBanner`,
    handle: ({ body, state, update }) => {
      if (!isRecord(body) || typeof body['pid'] !== 'string') return bad('pid is required');
      update({ shell: { dismissed: [...state.shell.dismissed, body['pid']] } });
      return wrapped({ pid: body['pid'], dismissedAt: new Date().toISOString() });
    },
  },
  {
    method: 'POST',
    path: `${V3}hideBanner`,
    handle: ({ body, state, update }) => {
      if (!isRecord(body) || typeof body['pid'] !== 'string') return bad('pid is required');
      update({ shell: { hidden: [...state.shell.hidden, body['pid']] } });
      return { status: 204, text: '' };
    },
  },
  {
    method: 'POST',
    path: '/public/uic/v3/notifications/supportForm',
    public: true,
    handle: ({ body, state, update }) => {
      const problem = supportCaseProblem(body);
      if (problem) return bad(problem);
      update({ shell: { supportCases: [...state.shell.supportCases, body] } });
      return { ...wrapped({ caseNumber: 60_000 + state.shell.supportCases.length + 1 }, { message: 'Created' }), status: 201 };
    },
  },
  {
    method: 'GET',
    path: /^\/public\/asm\/api\/whitelabel\/v1\/([^/]+)$/,
    public: true,
    handle: ({ params, state, url }) => {
      if (params[0] !== state.partnerId) return errorNumber(404, 4040101, 'no such partner');
      const withEmail = url.searchParams.get('withemail') === 'true';
      // Spec 000 §3: data.email.
      return ok({ data: { partnerId: params[0], brandName: 'Minato Managed Security', ...(withEmail && state.shell.partnerEmail !== null ? { email: state.shell.partnerEmail } : {}) } });
    },
  },
  {
    method: 'GET',
    path: `${V3}connectors/sds/ssoStatus`,
    handle: ({ state }) => wrapped(state.shell.ssoRedirectUrl === null ? { enabled: false } : { enabled: true, redirectUrl: state.shell.ssoRedirectUrl }),
  },
  {
    method: 'POST',
    path: '/ui/bc/company/api/v3.0/auth/internal',
    handle: ({ url, body, headers, state, update }) => {
      if (url.searchParams.get('request_id') !== String(ACCOUNT_ID)) return bad('request_id must be the account id');
      if (!isRecord(body) || body['expiryMinutes'] !== 65 || body['page'] !== 'roleManagement') return bad('expiryMinutes 65 and page roleManagement are required');
      if (!headers['app-name'] || !headers['x-trace-id']) return bad('app-name and trace-id headers are required');
      if (state.shell.internalAuthRefusal !== null) return errorNumber(400, state.shell.internalAuthRefusal, 'internal auth refused');
      const token = `it-${randomBytes(10).toString('hex')}`;
      update({ shell: { internalTokens: [...state.shell.internalTokens, token] } });
      // "Internal-auth response: token": this one is sent without an envelope.
      return ok({ token, expiresAt: Date.now() + 65 * 60_000 });
    },
  },
  {
    // The SSO link at the redirectUrl this backend gives: {redirectUrl}&request_id={account id}, bearer token.
    method: 'GET',
    path: /^\/ui\/sds\/api\/v2\/sso\/([^/]+)$/,
    handle: ({ url, headers, state }) => {
      const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
      if (!bearer || !state.shell.internalTokens.includes(bearer)) return errorNumber(403, 4030201, 'bearer token missing or unknown');
      if (url.searchParams.get('tenant') !== 'kitakaze' || url.searchParams.get('request_id') !== String(ACCOUNT_ID)) return bad('tenant and request_id are required');
      // Spec 000 §3: data.url.
      return ok({ code: 0, data: state.shell.ssoUrl === null ? { ticketIssued: false } : { url: state.shell.ssoUrl, ticketIssued: true } });
    },
  },
  {
    method: 'GET',
    path: '/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified',
    handle: () => wrapped({ qualified: false, reason: 'NO_ACTIVE_PROMOTION' }),
  },
];
