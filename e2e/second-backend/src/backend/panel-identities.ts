// Spec 001 §2.12–2.14, §3: the cloud asset, the user account and its identity profiles, and the
// threat insight (maltool), with their calls (§7).
import { CLOUD, INSIGHT, USER } from './panel-ids.ts';
import { ms, recordAnswer } from './panel-wire.ts';
import type { Route } from './route.ts';
import type { TenantState } from './state.ts';

function cloudAsset(arn: string, assetType: string | null) {
  if (arn !== CLOUD.bucket || assetType !== 'cloudAsset') return undefined;
  return {
    arn,
    assetName: 'ktz-manifests-prod-apne1',
    resourceGroup: null,
    provider: 'AWS',
    region: 'ap-northeast-1',
    service: 'S3',
    resourceLink: 'https://s3.console.aws.example/s3/buckets/ktz-manifests-prod-apne1',
    tags: { CostCenter: 'LOG-4410', DataClass: 'confidential' },
    accountId: 204_871_339_120,
  };
}

function userAccount(userId: string) {
  if (userId === USER.kenta) {
    return { userId, userName: 'Kenta Ono', isHpu: false, emailAddress: 'k.ono@kitakaze-logistics.example', department: 'Customs', iamType: 'okta', services: { exchange: null } };
  }
  if (userId === USER.rin) {
    return { userId, userName: 'Rin Takeda', isHpu: false, emailAddress: 'r.takeda@kitakaze-logistics.example', iamType: 'entra', services: { exchange: 'notLicensed' } };
  }
  if (userId !== USER.mika) return undefined;
  return {
    userId,
    userName: 'Mika Sato',
    isHpu: true,
    emailAddress: 'm.sato@kitakaze-logistics.example',
    emailProtection: 'Cloud Email Protection',
    xdrPolicyId: 7731,
    department: null,
    iamType: 'google',
    services: {
      exchange: {
        atpPolicyId: 'atp-5e2c',
        atpPolicyStatus: 'enabledButNotOptimized',
        atpFeatures: {
          safeAttachments: 'enabled',
          safeAttachmentsForSharePoint: 'disabled',
          safeLinks: 'enabled',
          safeLinksForTeams: 'enabled',
          antiPhishing: 'disabled',
          impersonationProtection: 'disabled',
          spoofIntelligence: '',
          maliciousUrls: 'enabled',
          // Neither enabled nor disabled: the va… children of the malicious-URL group are hidden (spec 001 §4).
          vaURLs: 'notConfigured',
          vaURLsClickThrough: 'enabled',
          zeroHourAutoPurge: 'enabled',
        },
        dlpPolicyId: null,
      },
    },
  };
}

function userProfiles(userId: string) {
  if (userId !== USER.mika) return undefined;
  return {
    aad: [
      {
        tenantId: '9c1f3e2a-55b0-4d8c-a1e7-3f2b0c9d8e71',
        tenantName: 'kitakaze.onmicrosoft.example',
        userPrincipalName: 'm.sato@kitakaze-logistics.example',
        isPrivileged: true,
        roleAssignments: ['Exchange Recipient Administrator', 'Reports Reader'],
        isEnabled: true,
        lastPasswordChangeTimestamp: ms('2026-10-14T01:12:00Z'),
        isDirectorySynced: true,
        userTypeDisplayName: 'Member',
        authenticationTypeDisplayName: 'Federated',
      },
    ],
    opa: [
      {
        domain: 'kitakaze.local',
        isPrivileged: false,
        isEnabled: true,
        groupCount: 14,
        primaryGroup: 'Domain Users',
        userAccountControlFlags: ['NORMAL_ACCOUNT', 'DONT_EXPIRE_PASSWORD'],
        servicePrincipalNames: [],
        passwordLastChangedTimestamp: '2026-10-14T01:12:00Z',
        createTimestamp: ms('2019-04-01T00:00:00Z'),
        distinguishedName: 'CN=Mika Sato,OU=Users,OU=Osaka,DC=kitakaze,DC=local',
      },
    ],
  };
}

function threatInsight(name: string, state: TenantState) {
  if (name === INSIGHT.quiet) return { name, objectType: null, description: '', emergingThreats: [], threatActors: [{ id: 40_311, name: 'Kasa-obake' }] };
  if (name !== INSIGHT.kurofune) return undefined;
  return {
    name,
    objectType: 'Malware tool',
    description: state.panel.insightDescription,
    emergingThreats: [{ id: 'ET-2026-1187', name: 'Freight-sector macro phishing wave' }],
    threatActors: [
      { id: 40_213, name: 'Umibozu Group' },
      { id: 'TA-0719', name: '' },
    ],
    updatedAt: '2026-12-01T00:00:00Z',
  };
}

export const identityRoutes: Route[] = [
  {
    method: 'GET',
    path: '/ui/fbt/api/v1/basic/cloud/basic',
    handle: ({ url }) => recordAnswer(cloudAsset(url.searchParams.get('arn') ?? '', url.searchParams.get('assetType'))),
  },
  { method: 'GET', path: '/public/svp/v2/object/useraccount/query', handle: ({ url }) => recordAnswer(userAccount(url.searchParams.get('userId') ?? '')) },
  {
    method: 'GET',
    path: /^\/public\/sjg\/api\/v1\/idInventory\/common\/humans\/users\/([^/]+)\/profiles$/,
    handle: ({ params: [userId = ''] }) => recordAnswer(userProfiles(userId)),
  },
  { method: 'GET', path: /^\/ui\/atl\/campaign\/api\/v2\/maltool\/?$/, handle: ({ url, state }) => recordAnswer(threatInsight(url.searchParams.get('name') ?? '', state)) },
];
