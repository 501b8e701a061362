import { FEATURE_FLAGS } from '@soc/mocks';
import { parsePersonaPatch } from './persona-patch.ts';
import type { MockServer } from './server.ts';
import { control, startServer } from './test-helpers.ts';

const KNOWN_FLAGS = `(known: ${FEATURE_FLAGS.join(', ')})`;

describe('parsePersonaPatch', () => {
  it('accepts every persona field, with booleans as 0/1 and missing rbac group members as 1', () => {
    const patch = {
      view: 'mspc',
      userType: 'samlGroup',
      region: 'GOV_US',
      isFoundation: true,
      isMigrated: false,
      demo: true,
      showMSPTermsPopup: false,
      showUpgradeToFoundationBanner: true,
      userName: 'demo.x',
      email: 'x@example.com',
      companyName: 'X',
      partnerId: 'p-1',
      timeouts: { idleSeconds: 0, sessionSeconds: 60, extra: 1 },
      flags: { tracking: true, 'help-kit': 0 },
      rbac: { console: false, license: { linkToCAS: 0 }, asd: { assets: 0 }, flagsState: { 'global-search-box': 1 } },
    };
    expect(parsePersonaPatch(patch)).toEqual({
      ok: true,
      value: {
        ...patch,
        timeouts: { idleSeconds: 0, sessionSeconds: 60 },
        flags: { tracking: 1, 'help-kit': 0 },
        rbac: { console: 0, license: { viewLicense: 1, linkToCAS: 0 }, asd: { view: 1, assets: 0 }, flagsState: { 'global-search-box': 1 } },
      },
    });
    // Both license members come through: the console's CAS policy links read `license.linkToCAS`.
    expect(parsePersonaPatch({ rbac: { license: { viewLicense: 0, linkToCAS: 1 } } })).toEqual({ ok: true, value: { rbac: { license: { viewLicense: 0, linkToCAS: 1 } } } });
    expect(parsePersonaPatch({ rbac: { license: { linkToCAS: 2 } } })).toEqual({ ok: false, error: 'rbac.license.linkToCAS must be 0 or 1' });
    expect(parsePersonaPatch({ timeouts: null })).toEqual({ ok: true, value: { timeouts: null } });
    expect(parsePersonaPatch(null)).toEqual({ ok: true, value: {} });
    expect(parsePersonaPatch({})).toEqual({ ok: true, value: {} });
  });

  it.each([
    [[], '`patch` must be an object'],
    ['ents', '`patch` must be an object'],
    [{ id: 'x' }, 'Unknown persona field "id"'],
    [{ view: 'nope' }, '`view` must be one of ents, entp, smbp, xsp-itops, xsp-dfir, mspc'],
    [{ userType: 1 }, '`userType` must be one of root, saml, samlGroup, samlGroupSeamless'],
    [{ region: 'MARS' }, '`region` must be one of OTHER, UAE, GOV_US'],
    [{ demo: 1 }, '`demo` must be true or false'],
    [{ isFoundation: undefined }, '`isFoundation` must be true or false'],
    [{ email: '' }, '`email` must be a non-empty string'],
    [{ companyName: 3 }, '`companyName` must be a non-empty string'],
    [{ timeouts: { idleSeconds: -1, sessionSeconds: 1 } }, '`timeouts` must be null or { idleSeconds, sessionSeconds }'],
    [{ timeouts: { idleSeconds: 1 } }, '`timeouts` must be null or { idleSeconds, sessionSeconds }'],
    [{ timeouts: 'never' }, '`timeouts` must be null or { idleSeconds, sessionSeconds }'],
    [{ flags: [] }, '`flags` must be an object of feature flags'],
    [{ flags: { 'no-such-flag': 1 } }, `Unknown feature flag "no-such-flag" ${KNOWN_FLAGS}`],
    [{ flags: { tracking: 2 } }, 'Feature flag "tracking" must be 0 or 1'],
    [{ flags: { tracking: '1' } }, 'Feature flag "tracking" must be 0 or 1'],
    [{ rbac: 1 }, '`rbac` must be an object'],
    [{ rbac: { console: 2 } }, 'rbac.console must be 0 or 1'],
    [{ rbac: { license: true } }, 'rbac.license must be an object'],
    [{ rbac: { asd: { view: 'yes' } } }, 'rbac.asd.view must be 0 or 1'],
    [{ rbac: { flagsState: null } }, '`rbac.flagsState` must be an object of feature flags'],
    [{ rbac: { flagsState: { tracking: null } } }, 'Feature flag "tracking" must be 0 or 1'],
    [{ rbac: { nope: 1 } }, 'Unknown rbac member "nope"'],
    // Prototype keys are unknown like any other (the hand-written parser took them for rbac groups).
    [{ rbac: { constructor: {} } }, 'Unknown rbac member "constructor"'],
    [JSON.parse('{"flags":{"__proto__":1}}'), `Unknown feature flag "__proto__" ${KNOWN_FLAGS}`],
  ])('refuses %j: %s', (input, error) => {
    expect(parsePersonaPatch(input)).toEqual({ ok: false, error });
  });

  it.each([
    [{ id: 'x', view: 'nope' }, 'Unknown persona field "id"'],
    [{ view: 'nope', id: 'x' }, '`view` must be one of ents, entp, smbp, xsp-itops, xsp-dfir, mspc'],
    [{ rbac: { console: 2 }, demo: 'no' }, 'rbac.console must be 0 or 1'],
    [{ rbac: { nope: 1, console: 2 } }, 'Unknown rbac member "nope"'],
    [{ flags: { nope: 1, tracking: 2 } }, `Unknown feature flag "nope" ${KNOWN_FLAGS}`],
    [{ flags: { tracking: 2, nope: 1 } }, 'Feature flag "tracking" must be 0 or 1'],
    // An rbac group's members are checked in their own order, whatever the body's.
    [{ rbac: { asd: { assets: 2, view: 2 } } }, 'rbac.asd.view must be 0 or 1'],
  ])('reports the first bad key of %j in the body order', (input, error) => {
    expect(parsePersonaPatch(input)).toEqual({ ok: false, error });
  });
});

describe('POST /__mock/persona with a bad patch', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers 400 with the message and keeps the persona', async () => {
    const res = await control(server, 'POST', 'persona', { id: 'smbp-legacy', patch: { flags: { tracking: 'on' } } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { number: 400, message: 'Feature flag "tracking" must be 0 or 1' } });
    expect(server.snapshot().persona).toMatchObject({ id: 'ents-root', patch: null });
  });
});
