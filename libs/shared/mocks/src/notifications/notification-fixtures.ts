// Bell notifications (spec 000 §3), timed relative to the mock clock so "Just now", minutes,
// hours and days (§2.6) all appear, on both sides of the default last-read time (3 days ago).
import { FIXED_NOW } from '../state.ts';
import { NOTIFICATION_SOCKET_PATH } from './paths.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface NotificationFixture {
  id: string;
  time: number;
  type: 0 | 1;
  level: string;
  description: string;
  status: string | null;
  application: string;
  link: string | null;
  downloadUrl: string | null;
}

export function createNotification(overrides: Partial<NotificationFixture> = {}, now: number = FIXED_NOW): NotificationFixture {
  return {
    id: 'ntf-0001',
    time: now - 2 * MINUTE,
    type: 0,
    level: 'info',
    description: 'Agent program update <b>14.0.12526</b> is available for <b>37</b> endpoints.',
    status: null,
    application: 'Endpoint Inventory',
    link: '/app/endpoint-inventory',
    downloadUrl: null,
    ...overrides,
  };
}

/** Every level of §3 once or more, both tabs, with links, download links and statuses. */
export function createNotificationList(now: number = FIXED_NOW): NotificationFixture[] {
  const n = (id: string, ago: number, fields: Partial<NotificationFixture>) => createNotification({ id, time: now - ago, ...fields }, now);
  // Most tasks come from response management and link to its page.
  const task = (id: string, ago: number, level: string, status: string, description: string, fields: Partial<NotificationFixture> = {}) =>
    n(id, ago, { type: 1, level, status, description, application: 'Response Management', link: '/app/response', ...fields });
  return [
    // Informative (type 0)
    n('ntf-1001', 2 * MINUTE, {
      level: 'security',
      description: '<b>Critical</b> alert: Workbench <a href="/workbench/WB-9002-20261120-00012">WB-9002-20261120-00012</a> was created for endpoint <b>FIN-LT-0457</b>.',
      application: 'Workbench',
      link: '/workbench/WB-9002-20261120-00012',
    }),
    n('ntf-1002', 40 * MINUTE, {
      level: 'new_feature',
      description: '<b>Attack Path Analysis</b> is now available as a preview. <a href="/app/attack-path-analysis">Try it now</a>.',
      application: 'Attack Surface Risk Management',
      link: '/app/attack-path-analysis',
    }),
    n('ntf-1003', 5 * HOUR, {}),
    n('ntf-1004', 26 * HOUR, {
      level: 'error',
      description: 'The connection to <b>Microsoft Entra ID</b> failed: the access token expired. Reconnect to resume identity analytics.',
      application: 'Third-Party Integration',
      link: '/admin/third-party-integration/entra-id',
    }),
    n('ntf-1005', 4 * DAY, {
      level: 'success',
      description: 'Report <b>Weekly Executive Summary</b> is ready.',
      application: 'Reports',
      link: '/app/reports/overview',
      downloadUrl: '/public/reports/download/rpt-20261116-weekly.pdf',
    }),
    n('ntf-1006', 9 * DAY, {
      level: 'info',
      description: 'Scheduled maintenance on <b>November 12</b>, 02:00–04:00 UTC. Search may be slower during this window.',
      application: 'Platform',
      link: null,
    }),
    // Tasks (type 1)
    task('ntf-2001', 3 * MINUTE, 'pending', 'Pending', 'Isolate endpoint <b>HR-DT-0112</b> is waiting for the agent to respond.'),
    task('ntf-2002', 3 * HOUR, 'partially_successful', 'Partially successful', 'Collect file <b>invoice_0425.docm</b>: 3 of 5 endpoints succeeded.', {
      downloadUrl: '/public/response/download/task-88412.zip',
    }),
    task('ntf-2003', 30 * HOUR, 'rejection', 'Rejected', 'Your request to terminate <b>powershell.exe</b> on <b>SRV-DC-01</b> was rejected by <b>kenji.mori</b>.'),
    task('ntf-2004', 6 * DAY, 'success', 'Successful', 'Custom script <b>collect-triage.ps1</b> ran on <b>12</b> endpoints.', {
      downloadUrl: '/public/response/download/task-87310.zip',
    }),
    task('ntf-2005', 12 * DAY, 'error', 'Failed', 'Sandbox submission of <b>quarterly_report.xlsm</b> failed: the file exceeds 60 MB.', {
      application: 'Sandbox Analysis',
      link: '/app/ti/sandbox',
    }),
  ];
}

const APPLICATIONS = ['Workbench', 'Endpoint Inventory', 'Response Management', 'Reports', 'Email and Collaboration Security'] as const;
const LEVELS = ['pending', 'error', 'info', 'success', 'security', 'partially_successful', 'new_feature', 'rejection'] as const;

/** `perType` notifications of each type, 7 minutes apart: 250 fills a tab exactly; more proves trimming. */
export function createManyNotifications(now: number = FIXED_NOW, perType = 250): NotificationFixture[] {
  return ([0, 1] as const).flatMap((type) =>
    Array.from({ length: perType }, (_, i) =>
      createNotification({
        id: `ntf-${type}-${String(i + 1).padStart(4, '0')}`,
        time: now - i * 7 * MINUTE - type * MINUTE,
        type,
        level: LEVELS[i % LEVELS.length] ?? 'info',
        status: type === 1 ? 'Successful' : null,
        application: APPLICATIONS[i % APPLICATIONS.length] ?? 'Workbench',
        description: `Endpoint <b>WS-${String(1000 + i)}</b> ${type === 1 ? 'completed scan task' : 'reported a policy change'} #${i + 1}.`,
      }, now),
    ),
  );
}

/** Server HTML the console must sanitise, and links it must not follow. */
export function createHostileNotifications(now: number = FIXED_NOW): NotificationFixture[] {
  return [
    createNotification({ id: 'ntf-x1', level: 'security', description: 'Disk quota warning <img src=x onerror=alert(1)>', application: 'Workbench' }, now),
    createNotification({ id: 'ntf-x2', time: now - 20 * MINUTE, description: "<script>alert('xss')</script><b>Policy</b> was updated.", application: '<b>Endpoint Inventory</b>' }, now),
    createNotification({
      id: 'ntf-x3', time: now - 2 * HOUR, type: 1, level: 'success', status: '<i onmouseover="alert(3)">Successful</i>',
      description: '<a href="javascript:alert(document.cookie)">Open the report</a>',
      link: 'javascript:alert(1)', downloadUrl: 'javascript:alert(2)', application: 'Reports',
    }, now),
  ];
}

/** A 200 whose items cannot be placed in a tab. */
export function createBadNotificationList() {
  return { notifications: [{ id: 1, time: 'yesterday', type: 7, level: 42 }], lastReadTime: 'never' };
}

/** Spec 000 §3: counts, the socket token and the socket URL. */
export function createNotificationCounts(overrides: { counts?: number; token?: string; webSocketUrl?: string | null } = {}) {
  return { counts: 0, token: 'ws-3f9a0c2e-71b4-4d8e-9a61-5c2f8e0b7d13', webSocketUrl: NOTIFICATION_SOCKET_PATH, ...overrides };
}
