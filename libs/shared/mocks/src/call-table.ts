// Every (method, path) of the call tables of the three spec documents, with a concrete sample
// request. The mock backend's test proves each one is answered; the console uses no others.

export interface SpecCall {
  spec: '000' | '001' | '002';
  method: 'GET' | 'POST';
  /** The path as the specification (resolved by contract §1) writes it. */
  path: string;
  /** A concrete request for that path. */
  sample: string;
  body?: unknown;
}

const V3 = '/ui/uic/v3/';

export const SPEC_CALLS: readonly SpecCall[] = [
  // spec 000 §7 — the shell
  { spec: '000', method: 'GET', path: `${V3}menu`, sample: `${V3}menu` },
  { spec: '000', method: 'GET', path: `${V3}auth?lang={lang}`, sample: `${V3}auth?lang=en` },
  { spec: '000', method: 'GET', path: `${V3}session`, sample: `${V3}session` },
  { spec: '000', method: 'POST', path: `${V3}activeStatus`, sample: `${V3}activeStatus`, body: { isActive: true } },
  { spec: '000', method: 'GET', path: `${V3}notifications/counts`, sample: `${V3}notifications/counts` },
  { spec: '000', method: 'GET', path: `${V3}notifications/languages/{lang}`, sample: `${V3}notifications/languages/en` },
  { spec: '000', method: 'GET', path: `${V3}notification`, sample: `${V3}notification` },
  { spec: '000', method: 'POST', path: `${V3}setting/language`, sample: `${V3}setting/language`, body: { lang: 'ja' } },
  { spec: '000', method: 'POST', path: `${V3}noUpgradeBanner`, sample: `${V3}noUpgradeBanner`, body: { prefix: 'foundation' } },
  { spec: '000', method: 'GET', path: `${V3}getUpgradeUrl?lang&relayState`, sample: `${V3}getUpgradeUrl?lang=en&relayState=%2F` },
  { spec: '000', method: 'POST', path: '/public/uic/v3/notifications/supportForm', sample: '/public/uic/v3/notifications/supportForm',
    body: { name: 'Aiko Tanaka', email: 'aiko@example.com', phoneNumber: '+1 555 0100', caseType: 'Technical Support', severity: 'General Guidance P4', memo: 'Help', contactMethod: 'Phone' } },
  { spec: '000', method: 'POST', path: `${V3}dismissBanner`, sample: `${V3}dismissBanner`, body: { pid: 'advanced_trial' } },
  { spec: '000', method: 'POST', path: `${V3}hideBanner`, sample: `${V3}hideBanner`, body: { pid: 'complimentary_credit' } },
  { spec: '000', method: 'GET', path: '/public/asm/api/whitelabel/v1/{partnerId}?withemail=true', sample: '/public/asm/api/whitelabel/v1/partner-3141?withemail=true' },
  { spec: '000', method: 'GET', path: `${V3}connectors/sds/ssoStatus`, sample: `${V3}connectors/sds/ssoStatus` },
  { spec: '000', method: 'POST', path: '/ui/bc/company/api/v3.0/auth/internal?request_id={account id}', sample: '/ui/bc/company/api/v3.0/auth/internal?request_id=acc-7f3c2a91',
    body: { expiryMinutes: 65, page: 'roleManagement' } },
  { spec: '000', method: 'GET', path: '{redirectUrl}&request_id={account id}', sample: '/ui/sds/api/v1/sso/link?target=roleManagement&request_id=acc-7f3c2a91' },
  { spec: '000', method: 'GET', path: '/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified', sample: '/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified' },
  // spec 001 §7 — detail panels
  { spec: '001', method: 'POST', path: '/public/svp/v2/object/email/query', sample: '/public/svp/v2/object/email/query', body: { messageId: '<CAF=q1@mail.example.com>' } },
  { spec: '001', method: 'POST', path: '/public/svp/v2/object/endpoint/query', sample: '/public/svp/v2/object/endpoint/query', body: { computerId: 'c0a80164-1f2e' } },
  { spec: '001', method: 'GET', path: '/public/svp/v2/object/riskOverview/query/{id}/{type}', sample: '/public/svp/v2/object/riskOverview/query/asset-1/device' },
  { spec: '001', method: 'GET', path: '/ui/wb/api/v1/workbenches/{workbenchId}/assets/{workbenchUuid}', sample: '/ui/wb/api/v1/workbenches/WB-9002-20261120-00001/assets/8d1c7e2a' },
  { spec: '001', method: 'GET', path: '/public/ves/v1/bigtable-endpoints/{id}', sample: '/public/ves/v1/bigtable-endpoints/ep-1' },
  { spec: '001', method: 'GET', path: '/public/sjg/api/v1/idInventory/common/nonHumans/devices/{id}/profiles', sample: '/public/sjg/api/v1/idInventory/common/nonHumans/devices/ep-1/profiles' },
  { spec: '001', method: 'POST', path: '/public/ass/api/v1/trilogy/tag/query-custom-tags-by-assetIDs?assetType=1', sample: '/public/ass/api/v1/trilogy/tag/query-custom-tags-by-assetIDs?assetType=1', body: { assetIDs: ['ep-1'] } },
  { spec: '001', method: 'POST', path: '/public/aru/api/v1/ips-rule/resources/search?dsru_version=latest', sample: '/public/aru/api/v1/ips-rule/resources/search?dsru_version=latest',
    body: { filter: { resource_id: ['1008765'] }, limit: 1000, offset: 0, order_by: 'update_at asc' } },
  { spec: '001', method: 'POST', path: '/public/svp/v2/object/file/query', sample: '/public/svp/v2/object/file/query', body: { sha1: '3395856ce81f2b7382dee72602f798b642f14140' } },
  { spec: '001', method: 'POST', path: '/public/svp/v2/object/url/query', sample: '/public/svp/v2/object/url/query', body: { url: 'aHR0cDovL2V4YW1wbGUuY29tLw' } },
  { spec: '001', method: 'POST', path: '/public/svp/v2/object/domain/query', sample: '/public/svp/v2/object/domain/query', body: { domain: 'example.com' } },
  { spec: '001', method: 'POST', path: '/public/svp/v2/object/ip/query', sample: '/public/svp/v2/object/ip/query', body: { ip: '8.8.8.8' } },
  { spec: '001', method: 'POST', path: '/public/svp/v2/object/mobile/query', sample: '/public/svp/v2/object/mobile/query', body: { deviceId: 'mob-1' } },
  { spec: '001', method: 'GET', path: '/public/svp/v2/object/vt/report/{kind}/{id}?refresh', sample: '/public/svp/v2/object/vt/report/file/3395856ce81f2b7382dee72602f798b642f14140?refresh=0' },
  { spec: '001', method: 'POST', path: '/public/ssb/api/v3/analysisViolation', sample: '/public/ssb/api/v3/analysisViolation', body: { objectType: 'file', searchId: '3395856ce81f2b7382dee72602f798b642f14140', lang: 'en' } },
  { spec: '001', method: 'POST', path: '/public/ssb/api/v3/artifact/analysisResults', sample: '/public/ssb/api/v3/artifact/analysisResults', body: { queryType: 'sha1', sha1: '3395856ce81f2b7382dee72602f798b642f14140' } },
  { spec: '001', method: 'POST', path: '/public/ddr/lineage/node-info', sample: '/public/ddr/lineage/node-info', body: { edge_ids: ['edge-1'] } },
  { spec: '001', method: 'GET', path: '/public/ddr/lineage/entry?edgeId=', sample: '/public/ddr/lineage/entry?edgeId=edge-1' },
  { spec: '001', method: 'POST', path: '/public/ddr/lineage/oat/files', sample: '/public/ddr/lineage/oat/files', body: { edgeId: 'edge-1' } },
  { spec: '001', method: 'GET', path: '/mock/other/filecontent.json', sample: '/mock/other/filecontent.json' },
  { spec: '001', method: 'POST', path: '/ui/fbt/api/v1/basic/containers/basic', sample: '/ui/fbt/api/v1/basic/containers/basic', body: { containerId: 'ctr-1' } },
  { spec: '001', method: 'GET', path: '/ui/fbt/api/v1/basic/cloud/basic?arn&assetType=cloudAsset', sample: '/ui/fbt/api/v1/basic/cloud/basic?arn=arn%3Aaws%3As3%3A%3A%3Aacme-logs&assetType=cloudAsset' },
  { spec: '001', method: 'GET', path: '/public/svp/v2/object/useraccount/query?userId', sample: '/public/svp/v2/object/useraccount/query?userId=user-1' },
  { spec: '001', method: 'GET', path: '/public/sjg/api/v1/idInventory/common/humans/users/{userId}/profiles', sample: '/public/sjg/api/v1/idInventory/common/humans/users/user-1/profiles' },
  { spec: '001', method: 'GET', path: '/ui/atl/campaign/api/v2/maltool/?name&type', sample: '/ui/atl/campaign/api/v2/maltool/?name=Emotet' },
  // spec 002 §7 — simulation and global dialogs
  { spec: '002', method: 'POST', path: '/public/sjg/api/v1/simulation/aad/signIns', sample: '/public/sjg/api/v1/simulation/aad/signIns' },
  { spec: '002', method: 'POST', path: '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack', sample: '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack',
    body: { guid: 'dev-1', source_host: 'vns-01', source_ip: '10.1.0.5', product_code: 'XNS', use_case_num: 'APT28', endpoint_ips: { camera: '10.1.2.3' } } },
  { spec: '002', method: 'POST', path: '/public/svp/v2/fileUpload/downloadUrls', sample: '/public/svp/v2/fileUpload/downloadUrls', body: { objectKeys: ['a.zip'], signedUrlExpireSeconds: 6000 } },
  { spec: '002', method: 'GET', path: '/public/ptp/n1-simulations/v1/task-status', sample: '/public/ptp/n1-simulations/v1/task-status' },
  { spec: '002', method: 'GET', path: '/ui/ani/dms/api/v1/get_simulation_device_list', sample: '/ui/ani/dms/api/v1/get_simulation_device_list' },
  { spec: '002', method: 'GET', path: `${V3}previewFramework/{key}?lang`, sample: `${V3}previewFramework/ai-scanner-guard?lang=en` },
  { spec: '002', method: 'POST', path: `${V3}previewFramework/{key}`, sample: `${V3}previewFramework/ai-scanner-guard`, body: { optIn: true } },
  { spec: '002', method: 'POST', path: '/public/adg/ald-proxy/organizations/enable-advanced-function', sample: '/public/adg/ald-proxy/organizations/enable-advanced-function', body: {} },
  { spec: '002', method: 'POST', path: '/ui/uic/v3/acceptTermsPopup', sample: '/ui/uic/v3/acceptTermsPopup', body: { version: '2026.1' } },
  { spec: '002', method: 'GET', path: `${V3}setting/landingPage`, sample: `${V3}setting/landingPage` },
];
