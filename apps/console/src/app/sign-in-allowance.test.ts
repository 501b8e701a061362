import { authInfoSchema } from '@soc/api';
import { createAuthInfo, customisePersona, findPersona, type PersonaPatch } from '@soc/mocks';
import { buildAccess } from '@soc/rbac';
import { mainUiFor } from './sign-in-allowance.ts';

const accessFor = (personaId: string, patch: PersonaPatch = {}) =>
  buildAccess(authInfoSchema.parse(createAuthInfo(customisePersona(findPersona(personaId)!, patch))));

const ALLOWED = { banners: true, content: 'page' };
const BLOCKED = { banners: false, content: 'signInNotAllowed' };

describe('sign-in allowance (spec 000 §2.1, §6)', () => {
  it('with the flag on: banners and the page', () => {
    expect(mainUiFor(accessFor('ents-root'), '/dashboard')).toEqual(ALLOWED);
  });

  it('with the flag off: no banner and no page, whatever the route', () => {
    expect(mainUiFor(accessFor('no-sign-in-allowance'), '/dashboard')).toEqual(BLOCKED);
    expect(mainUiFor(accessFor('ents-root', { flags: { 'sign-in-allowance': 0 } }), '/app/help-kit')).toEqual(BLOCKED);
    expect(mainUiFor(accessFor('no-sign-in-allowance'), '/')).toEqual(BLOCKED);
  });

  it('without the flag field at all (missing means 0): blocked', () => {
    const access = buildAccess(authInfoSchema.parse({ rbac: { console: 1, flagsState: {} } }));
    expect(mainUiFor(access, '/dashboard')).toEqual(BLOCKED);
  });

  it('always enabled in the UAE and GOV_US regions, even with the flag off', () => {
    expect(mainUiFor(accessFor('uae-root'), '/dashboard')).toEqual(ALLOWED);
    expect(mainUiFor(accessFor('gov-us-root'), '/dashboard')).toEqual(ALLOWED);
    expect(mainUiFor(accessFor('no-sign-in-allowance', { region: 'UAE' }), '/dashboard')).toEqual(ALLOWED);
  });

  it('the sign-out page stays reachable without the allowance, still without banners', () => {
    expect(mainUiFor(accessFor('no-sign-in-allowance'), '/users/logout')).toEqual({ banners: false, content: 'page' });
    expect(mainUiFor(accessFor('no-sign-in-allowance'), '/users/logout/')).toEqual({ banners: false, content: 'page' });
    expect(mainUiFor(accessFor('no-sign-in-allowance'), '/users/about')).toEqual(BLOCKED);
  });
});
