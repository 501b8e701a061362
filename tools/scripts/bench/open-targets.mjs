// What the open-time tables open: every detail panel (search_type 1–13), the object-group drawer and
// the attack simulator's first two slides, with the event details of contract §7 and ids the mock
// backend answers with full records (those of the e2e specs detail-panels*.spec.ts, simulator.spec.ts).
//
// Each `ready` text comes from the server's record, never from the event's params: the drawer's
// title echoes the params before anything has loaded.

const drawer = (search_type, params) => ({ type: 'toggleDrawer', search_type, params });

/** @type {{ name: string, detail: Record<string, unknown>, ready: import('./open-timing.mjs').Ready, persona?: string }[]} */
export const PANEL_TARGETS = [
  { name: 'email (1)', detail: drawer(1, { messageId: '<CAF=q1@mail.example.com>' }), ready: { texts: ['RE: Overdue invoice'] } },
  // The default persona is a foundation edition, which opens 2 as the endpoint panel (8).
  { name: 'host, legacy (2)', persona: 'smbp-legacy', detail: drawer(2, { computerId: 'c0mp-0231' }), ready: { texts: ['FIN-LT-0231'] } },
  { name: 'file (3)', detail: drawer(3, { sha1: '3395856ce81f2b7382dee72602f798b642f14140' }), ready: { texts: ['Invoice_NT-2026-11-0487.xlsm'] } },
  { name: 'URL (4)', detail: drawer(4, { url: 'http://malicious.example.com/a' }), ready: { texts: ['Phishing'] } },
  { name: 'domain (5)', detail: drawer(5, { domain: 'malicious.example.com' }), ready: { texts: ['Suspicious'] } },
  { name: 'IP (6)', detail: drawer(6, { ip: '8.8.8.8' }), ready: { texts: ['Web reputation score'] } },
  { name: 'mobile (7)', detail: drawer(7, { deviceId: 'dev-android-17' }), ready: { texts: ['SM-S928B'] } },
  { name: 'endpoint (8)', detail: drawer(8, { id: 'ep-0231' }), ready: { texts: ['FIN-LT-0231'] } },
  { name: 'container (9)', detail: drawer(9, { containerId: 'ctr-5e1f9c0a' }), ready: { texts: ['payments-api'] } },
  { name: 'cloud identity (10)', detail: drawer(10, { arn: 'arn:aws:s3:::acme-logs' }), ready: { texts: ['Amazon S3'] } },
  { name: 'user account (11)', detail: drawer(11, { userId: 'user-1' }), ready: { texts: ['Dana Whitfield'] } },
  { name: 'threat insight (12)', detail: drawer(12, { name: 'Emotet', type: 'malware' }), ready: { texts: ['Mummy Spider'] } },
  {
    name: 'process (13)',
    detail: drawer(13, {
      xdrDeviceId: 'ep-0231',
      pid: 4412,
      fullPath: 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
      commandLine: 'powershell.exe -NoProfile',
      eventTime: 1764000000000,
    }),
    // The server's hash id (no sha1 in the event, so the Basic tab cannot fall back to it).
    ready: { texts: ['c67f1ee17880030ce11821dcc9be7af90b863d9b'] },
  },
  {
    name: 'object-group drawer',
    detail: {
      type: 'objectGroupDrawer',
      items: [
        { fileName: 'Payroll_2026-11.xlsx', fullUri: '\\\\FS-AMS-02\\Finance$\\Payroll\\Payroll_2026-11.xlsx', fileHash: '8ff15c102febd834ab72a9374e5cf6d6a46bb3f0', edgeId: 'edge-2' },
        { fileName: 'p11.zip', fullUri: '/Users/rokafor/Downloads/p11.zip', fileHash: '3bca391ce3b77883ffd333804f17b45102b60db0', edgeId: 'edge-4' },
      ],
    },
    // It calls nothing on open: shown = its title and the event's files listed.
    ready: { texts: ['Object group details', 'p11.zip', 'edge-4'] },
  },
];

export const SIMULATOR_TARGETS = [
  // Slide 0 reads the download URLs: its first archive's link is there once they arrived.
  { name: 'slide 0 (script simulations)', detail: { type: 'toggleAttackModal', slideNumber: 0 }, ready: { texts: ['Credential dumping (T1003)'] } },
  // Slide 1 also reads the task status and the device list; the threat-actor sub-slide shows the list in its
  // appliance select, which is disabled until it has arrived.
  {
    name: 'slide 1 (network, threat actor)',
    detail: { type: 'toggleAttackModal', slideNumber: 1, currentType: 'threatActor' },
    ready: { texts: ['Network simulations', 'vns-tokyo-01'], selector: 'select:enabled' },
  },
];
