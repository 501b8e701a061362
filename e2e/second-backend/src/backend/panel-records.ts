// Spec 001 §2.2, §2.3, §2.10, §2.11, §3: the email, legacy host, mobile and container records, and
// their calls (§7).
import { CONTAINER, EMAIL, HOST, MOBILE } from './panel-ids.ts';
import { bodyText, ms, recordAnswer } from './panel-wire.ts';
import type { Route } from './route.ts';
import type { TenantState } from './state.ts';

const PHISH_ATTACHMENT_SHA1 = 'e39d593d021856ed70c367995f5345beb7a611f3';

/** Mailboxes that received the message: the first has a text org id, the others numbers. */
function mailboxes(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    mailbox: `dock${String(i + 1).padStart(2, '0')}@kitakaze-logistics.example`,
    orgId: i === 0 ? 'ktz-org-jp-01' : 48_000 + i,
  }));
}

function emailRecord(messageId: string, state: TenantState) {
  if (messageId === EMAIL.phish) {
    const boxes = mailboxes(state.panel.longEmailMailboxes);
    const attachments = [
      { attachmentFileName: 'manifest_KZ-88213_rev2.xlsm', attachmentSha1: PHISH_ATTACHMENT_SHA1, attachmentSize: 48_311 },
      { attachmentFileName: 'image001.png', attachmentSha1: '339cf3a0b12a928c88a95de2151d524ec24bd654' },
    ];
    const links = ['https://cdn-update.kitakaze-parcel.example/track/KZ88213?lang=ja', 'https://kitakaze-parcel.example/unsubscribe'];
    return {
      riskLevel: 'high',
      mailMsgSubject: ['Re: 至急 Shipping manifest correction KZ-88213'],
      eventTime: '2026-12-03T01:42:09.000Z',
      mailFromAddresses: ['ops-desk@kitakaze-freight.example.net'],
      mailToAddresses: ['h.tanaka@kitakaze-logistics.example', 'y.mori@kitakaze-logistics.example', 'customs@kitakaze-logistics.example'],
      mailboxes: boxes,
      attachments,
      links,
      mailMsgId: messageId,
      mailWantedHeaders: [
        { mailWantedHeaderName: 'X-Originating-IP', mailWantedHeaderValue: '[185.220.101.47]' },
        { mailWantedHeaderName: 'Reply-To', mailWantedHeaderValue: 'billing-kz@protonmail.example' },
        { mailWantedHeaderName: 'Authentication-Results', mailWantedHeaderValue: 'spf=softfail; dkim=none; dmarc=fail' },
      ],
      // The raw parts the record also carries (spec 001 §3).
      mailUrlsVisibleLink: links,
      mailAttachments: attachments.map((a) => a.attachmentFileName),
      mailboxWithOrgId: boxes.map((b) => `${b.mailbox}|${b.orgId}`),
      scanEngineVersion: 'cas-7.4.1180',
    };
  }
  if (messageId === EMAIL.sparse) {
    // Optional fields missing or null: each shows a dash.
    return { riskLevel: 'low', mailMsgSubject: ['Weekly depot roster'], eventTime: null, mailFromAddresses: ['roster@kitakaze-logistics.example'], mailToAddresses: [], mailMsgId: messageId };
  }
  return undefined;
}

function hostRecord(computerId: string) {
  if (computerId !== HOST.legacy) return undefined;
  return {
    computerId,
    hostname: { value: 'KTZ-OSA-WS0142', source: 'agent' },
    ip: { value: '10.40.12.142' },
    macAddr: { value: '3c:52:82:6e:1f:a0' },
    cloudMeta: { instanceId: 'i-0a7c3e19f2d84b6e1', cloudProvider: 'Amazon Web Services', vpcId: null, regionId: 'ap-northeast-3' },
    logonAccount: { value: ['KITAKAZE\\m.sato', 'KITAKAZE\\svc_backup'] },
    osName: 'Windows 10 Enterprise LTSC',
    osVersion: '10.0.19044',
    agentList: ['Endpoint Sensor 2.1.0.4410', 'Standard Endpoint Protection 14.0.12932'],
  };
}

function mobileRecord(deviceId: string) {
  if (deviceId !== MOBILE.pixel) return undefined;
  return {
    deviceId,
    basicSecurityStatus: 3,
    basicDeviceStatus: 2,
    basicLastScanTime: ms('2026-12-02T22:05:31Z'),
    basicDeviceType: 2,
    basicDeviceName: 'Yui Mori (Pixel 8a)',
    osVersion: 'Android 15',
    hardwareModel: 'Pixel 8a',
    hardwareBrand: 'google',
    hardwareManufacturer: 'Google',
    securityMac: null,
    imei: '358240051111110',
    enrolledBy: 'mdm-connector-3',
  };
}

function containerRecord(containerId: string) {
  if (containerId !== CONTAINER.billing) return undefined;
  return {
    containerId,
    name: 'invoice-renderer',
    imageId: 'sha256:6d3339100c83ed94d92adc8c4431afc0b0048f9b8f263c49092c385718d534db',
    status: 'Running',
    ports: [
      { containerPort: 9464, protocol: 'TCP', name: 'metrics' },
      { containerPort: 8081, protocol: 'TCP' },
    ],
    volumeMounts: [
      { mountPath: '/var/run/secrets/kubernetes.io/serviceaccount', name: 'kube-api-access-7xq2d', readonly: true },
      { mountPath: '/srv/templates', name: null, readonly: false },
    ],
    command: ['/usr/local/bin/renderer'],
    args: ['--queue', 'invoices-jp', '--concurrency', '4'],
    env: [
      { name: 'RENDER_LOCALE', value: 'ja_JP.UTF-8' },
      { name: 'QUEUE_URL', value: 'amqp://mq.billing.svc:5672' },
    ],
    securityContext: { runAsNonRoot: true, runAsUser: 10001, readOnlyRootFilesystem: false, allowPrivilegeEscalation: false },
    namespace: 'billing',
  };
}

export const recordRoutes: Route[] = [
  { method: 'POST', path: '/public/svp/v2/object/email/query', handle: ({ body, state }) => recordAnswer(emailRecord(bodyText(body, 'messageId') ?? '', state)) },
  { method: 'POST', path: '/public/svp/v2/object/endpoint/query', handle: ({ body }) => recordAnswer(hostRecord(bodyText(body, 'computerId') ?? '')) },
  { method: 'POST', path: '/public/svp/v2/object/mobile/query', handle: ({ body }) => recordAnswer(mobileRecord(bodyText(body, 'deviceId') ?? '')) },
  { method: 'POST', path: '/ui/fbt/api/v1/basic/containers/basic', handle: ({ body }) => recordAnswer(containerRecord(bodyText(body, 'containerId') ?? '')) },
];
