import { authInfoSchema } from '@soc/api';
import { createAuthInfo, customisePersona, findPersona, type PersonaPatch } from '@soc/mocks';
import { buildAccess } from './access.ts';
import { GATES, isAllowed, type GateName } from './rules.ts';

function accessFor(personaId: string, patch: PersonaPatch = {}) {
  const persona = customisePersona(findPersona(personaId)!, patch);
  return buildAccess(authInfoSchema.parse(createAuthInfo(persona)));
}

describe('buildAccess', () => {
  it('reads permissions, flags, view, user type, region, foundation and demo from the auth info', () => {
    const access = accessFor('entp-saml-analyst');
    expect(access.view).toBe('entp');
    expect(access.userType).toBe('saml');
    expect(access.permissions['license.viewLicense']).toBe(false);
    expect(access.permissions['account']).toBe(true);
    expect(access.flags['identity-inventory-app']).toBe(false);
    expect(access.region).toBe('OTHER');
    expect(accessFor('demo').isDemo).toBe(true);
    expect(accessFor('ents-root').isDemo).toBe(false);
  });
  it('treats a missing or malformed rbac as nothing permitted', () => {
    const access = buildAccess(authInfoSchema.parse({ rbac: { license: 'yes', console: 'x' } }));
    expect(Object.values(access.permissions).every((v) => v === false)).toBe(true);
    expect(buildAccess(undefined).region).toBe('OTHER');
  });
});

describe('buildAccess: demo, foundation and flags (contract §4)', () => {
  it.each([
    ['demo.user', true],
    ['DEMO-x', true],
    ['demo_x', true],
    ['demonstration', false],
    ['Demos', false],
    ['ademo.x', false],
    ['demo', false],
  ])('user_name %s → isDemo %s', (name, demo) => {
    expect(buildAccess(authInfoSchema.parse({ user_name: name })).isDemo).toBe(demo);
  });

  it('reads a missing advancedInfo.isFoundation as not a foundation company', () => {
    expect(buildAccess(authInfoSchema.parse({ advancedInfo: { view: 'ents' } })).isFoundation).toBe(false);
    expect(isAllowed('companyMenu', buildAccess(authInfoSchema.parse({ advancedInfo: {} })))).toBe(false);
  });

  it.each([2, -1])('reads flag value %j from the server as off: flags are 0 or 1', (value) => {
    const access = buildAccess(authInfoSchema.parse({ rbac: { flagsState: { 'help-kit': value } } }));
    expect(access.flags['help-kit']).toBeFalsy();
    expect(isAllowed('inlineHelpEntry', access)).toBe(true);
  });
});

const SWITCHED_OFF: Array<[GateName, PersonaPatch]> = [
  ['companyProductInstances', { rbac: { productConnector: { view: 0 } } }],
  ['companyRoles', { rbac: { roleManagement: { viewRoles: 0 } } }],
  ['companyAccounts', { rbac: { accountManagement: { viewAccountsAndApiKey: 0 } } }],
  ['companyIdentityProviders', { rbac: { singleSignOn: { view: 0 } } }],
  ['unifiedPolicy', { flags: { 'v1es-unified-policy': 0 } }],
  ['ringDeployment', { flags: { 'pattern-ring-deployment': 0 } }],
  ['agentUpdateStatus', { flags: { 'endpoint-security-updates': 0 } }],
  ['closableUpgradeModals', { flags: { 'poseidon-sign-in': 0 } }],
];

describe('gating rules (spec 000 §6, spec 001 §6)', () => {
  const cases: Array<[GateName, string, PersonaPatch, boolean]> = [
    ['languageSettings', 'ents-root', {}, true],
    ['languageSettings', 'ents-root', { flags: { 'hide-language-setting': 1 } }, false],
    ['languageSettings', 'uae-root', {}, false],
    ['languageSettings', 'gov-us-root', {}, true],
    ['accountSettings', 'ents-root', { rbac: { account: 0 } }, false],
    ['switchUser', 'ents-root', {}, false],
    ['switchUser', 'entp-saml-analyst', {}, true],
    ['switchUser', 'xsp-dfir', {}, true],
    ['companyProfile', 'entp-saml-analyst', {}, false],
    ['companyProfile', 'ents-root', { rbac: { company: 1, license: { viewLicense: 0 } } }, true],
    ['companyProfile', 'ents-root', { rbac: { company: 0, license: { viewLicense: 1 } } }, false],
    ['companyMenu', 'smbp-legacy', {}, false],
    ['companyLicense', 'ents-root', {}, true],
    ['companyLicense', 'entp-saml-analyst', {}, false],
    ['companyApiKeys', 'ents-root', {}, true],
    ['companyApiKeys', 'xsp-itops', {}, false],
    ['contactUs', 'uae-root', {}, false],
    ['contactUs', 'gov-us-root', {}, true],
    ['contactUs', 'ents-root', {}, true],
    ['supportForm', 'gov-us-root', {}, true],
    ['supportForm', 'ents-root', {}, false],
    ['searchBox', 'ents-root', {}, true],
    ['searchBox', 'ents-root', { flags: { 'global-search-box': 0 } }, false],
    ['searchBox', 'xsp-itops', {}, false],
    ['topHelpMenu', 'mspc', {}, true],
    ['topHelpMenu', 'ents-root', {}, false],
    ['thirdPartyLogCollector', 'uae-root', {}, false],
    ['thirdPartyLogCollector', 'gov-us-root', { flags: { 'tpi-3rd-party-log-collector': 1 } }, true],
    ['thirdPartyLogCollector', 'ents-root', { flags: { 'tpi-3rd-party-log-collector': 1 } }, true],
    ['thirdPartyLogCollector', 'ents-root', { flags: { 'tpi-3rd-party-log-collector': 0 } }, false],
    ['signInAllowance', 'uae-root', {}, true],
    ['signInAllowance', 'gov-us-root', {}, true],
    ['signInAllowance', 'ents-root', { flags: { 'sign-in-allowance': 0 } }, false],
    ['signInAllowance', 'ents-root', {}, true],
    ['signInAllowance', 'no-sign-in-allowance', {}, false],
    ['signInAllowance', 'no-sign-in-allowance', { region: 'UAE' }, true],
    ['signInAllowance', 'no-sign-in-allowance', { region: 'GOV_US' }, true],
    ['inlineHelpEntry', 'ents-root', {}, true],
    ['inlineHelpEntry', 'mspc', {}, true],
    ['inlineHelpEntry', 'ents-root', { flags: { 'help-kit': 1 } }, false],
    ['inlineHelpEntry', 'xsp-itops', {}, false],
    ['magicIconEntry', 'ents-root', {}, true],
    ['magicIconEntry', 'entp-saml-analyst', {}, true],
    ['magicIconEntry', 'ents-root', { flags: { tracking: 0 } }, false],
    ['magicIconEntry', 'smbp-legacy', { flags: { tracking: 1 } }, false],
    ['magicIconEntry', 'mspc', {}, false],
    ['magicIconEntry', 'xsp-itops', {}, false],
    ['magicIconEntry', 'xsp-dfir', {}, false],
    ['timezoneSettings', 'ents-root', { rbac: { console: 0 } }, false],
    ['upgradeAgree', 'ents-root', {}, true],
    ['upgradeAgree', 'entp-saml-analyst', {}, false],
    ['threatIntelligence', 'gov-us-root', {}, false],
    ['threatIntelligence', 'uae-root', {}, false],
    ['threatIntelligence', 'ents-root', {}, true],
    ['tagEditing', 'entp-saml-analyst', {}, false],
    ['tagsTab', 'entp-saml-analyst', {}, true],
    ['dataLineage', 'entp-saml-analyst', {}, false],
    ['dataLineage', 'ents-root', { rbac: { dataPolicy: { view_data_lineage: 1 }, asd: { view: 1, assets: 0 } } }, true],
    ['dataLineage', 'ents-root', { rbac: { dataPolicy: { view_data_lineage: 0 }, asd: { view: 1, assets: 1 } } }, false],
    ['identityTab', 'entp-saml-analyst', {}, false],
    ['endpointSensorSection', 'ents-root', { flags: { 'endpoint-sensor-detail': 0 } }, false],
    ['simplifiedBasicTab', 'smbp-legacy', {}, true],
    ['casPolicyLinks', 'ents-root', {}, true],
    ['casPolicyLinks', 'ents-root', { rbac: { license: { viewLicense: 1, linkToCAS: 0 } } }, false],
    ['casPolicyLinks', 'ents-root', { rbac: { license: { viewLicense: 1 } } }, false],
  ];
  it.each(cases)('%s for %s %j → %s', (gate, persona, patch, expected) => {
    expect(isAllowed(gate, accessFor(persona, patch))).toBe(expected);
  });
  it.each(SWITCHED_OFF)('%s is switched off by %j', (gate, patch) => {
    expect(isAllowed(gate, accessFor('ents-root', patch))).toBe(false);
  });
  it('covers every gate in the table', () => {
    const tested = new Set<GateName>([...cases.map(([gate]) => gate), ...SWITCHED_OFF.map(([gate]) => gate), 'enterpriseHeaderSlots']);
    expect((Object.keys(GATES) as GateName[]).filter((g) => !tested.has(g))).toEqual([]);
  });
  it('enterprise header slots only in ents and entp', () => {
    expect(isAllowed('enterpriseHeaderSlots', accessFor('entp-saml-analyst'))).toBe(true);
    expect(isAllowed('enterpriseHeaderSlots', accessFor('smbp-legacy'))).toBe(false);
  });
});
