import { buildAccess } from '@soc/rbac';
import type { PersonaPatch } from '@soc/mocks';
import { personaAuth } from '@soc/testing';
import { accountSettingsPath, timezoneSettingsPath } from './header-links.ts';
import { brandVariant, companyMenuEntries, contactUsTarget, headerPieces, helpMenuEntries, userMenuEntries } from './header-menus.ts';

const accessOf = (personaId: string, patch?: PersonaPatch) => buildAccess(personaAuth(personaId, patch));
const ALL_HELP = ['onlineHelp', 'serviceStatus', 'automationCenter', 'about', 'selfDiagnosis', 'contactUs'];

describe('header menus by persona (spec 000 §2.2–2.5, §6)', () => {
  it('ents root: every company entry, no switch, external contact page, enterprise entries', () => {
    const access = accessOf('ents-root');
    expect(userMenuEntries(access)).toEqual(['language', 'accountSettings', 'companyProfile', 'logout']);
    expect(companyMenuEntries(access)).toEqual(['switchCompany', 'license', 'productInstances', 'roles', 'accounts', 'identityProviders', 'apiKeys']);
    expect(helpMenuEntries(access)).toEqual(ALL_HELP);
    expect(contactUsTarget(access)).toBe('externalPage');
    expect(headerPieces(access, null)).toEqual({ demoBadge: false, partnerSupport: false, topHelpMenu: false, enterpriseEntries: true });
    expect(brandVariant(access)).toBe('default');
  });

  it('entp SAML analyst: switch offered, company entries limited to the permissions held', () => {
    const access = accessOf('entp-saml-analyst');
    expect(userMenuEntries(access)).toEqual(['language', 'accountSettings', 'switchSamlGroup', 'logout']);
    expect(companyMenuEntries(access)).toEqual(['switchCompany', 'productInstances', 'accounts', 'identityProviders']);
    expect(headerPieces(access, null).enterpriseEntries).toBe(true);
  });

  it('smbp non-foundation: a plain company name, no enterprise entries', () => {
    const access = accessOf('smbp-legacy');
    expect(companyMenuEntries(access)).toBeNull();
    expect(headerPieces(access, null).enterpriseEntries).toBe(false);
  });

  it('service-provider views: top help, partner support, long product name, no API keys', () => {
    for (const id of ['xsp-itops', 'xsp-dfir', 'mspc']) {
      const auth = personaAuth(id);
      const access = buildAccess(auth);
      expect(headerPieces(access, auth.partnerId)).toMatchObject({ topHelpMenu: true, partnerSupport: true, enterpriseEntries: false });
      expect(brandVariant(access)).toBe('serviceProvider');
      expect(companyMenuEntries(access)).not.toContain('apiKeys');
      expect(userMenuEntries(access)).toContain('switchSamlGroup');
    }
  });

  it('UAE hides language settings and contact us and has its own brand', () => {
    const access = accessOf('uae-root');
    expect(userMenuEntries(access)).not.toContain('language');
    expect(helpMenuEntries(access)).not.toContain('contactUs');
    expect(contactUsTarget(access)).toBeUndefined();
    expect(brandVariant(access)).toBe('uae');
  });

  it('GOV_US contact us opens the support form', () => {
    const access = accessOf('gov-us-root');
    expect(contactUsTarget(access)).toBe('supportForm');
    expect(helpMenuEntries(access)).toEqual(ALL_HELP);
  });

  it('the language flag hides language settings; missing account or company permission hides their entries', () => {
    expect(userMenuEntries(accessOf('ents-root', { flags: { 'hide-language-setting': 1 } }))).not.toContain('language');
    expect(userMenuEntries(accessOf('ents-root', { rbac: { account: 0, company: 0 } }))).toEqual(['language', 'logout']);
  });

  it('demo accounts get the demo badge', () => {
    expect(headerPieces(accessOf('demo'), null).demoBadge).toBe(true);
    expect(headerPieces(accessOf('ents-root'), null).demoBadge).toBe(false);
  });
});

describe('header links', () => {
  it('account settings live in the identity module for foundation or migrated companies', () => {
    expect(accountSettingsPath({ isFoundation: true, isMigrated: false })).toBe('/app/iam2/users_preference');
    expect(accountSettingsPath({ isFoundation: false, isMigrated: true })).toBe('/app/iam2/users_preference');
    expect(accountSettingsPath({ isFoundation: false, isMigrated: false })).toBe('/app/bc/iam/users_preference');
  });
  it('the clock settings link needs the console permission, else 403', () => {
    expect(timezoneSettingsPath(true)).toBe('/admin/timezone');
    expect(timezoneSettingsPath(false)).toBe('/users/403');
  });
});
