import { personaAuth, renderHookWithProviders } from '@soc/testing';
import { useBrandName } from './use-brand-name.ts';

function brandOf(personaId: string, { viaArgument = false } = {}) {
  const auth = personaAuth(personaId);
  return renderHookWithProviders(() => useBrandName(viaArgument ? auth : undefined), { auth: viaArgument ? personaAuth('ents-root') : auth }).result.current;
}

describe('useBrandName (spec 000 §2.1–2.2)', () => {
  it('names the product by region and view', () => {
    expect(brandOf('ents-root')).toBe('Security Operations Console');
    expect(brandOf('uae-root')).toBe('Security Operations Console UAE');
    for (const id of ['xsp-itops', 'xsp-dfir', 'mspc']) expect(brandOf(id)).toBe('Security Operations Console for Service Providers');
  });
  it('reads the auth info it is given over the surrounding provider', () => {
    expect(brandOf('mspc', { viaArgument: true })).toBe('Security Operations Console for Service Providers');
  });
});
