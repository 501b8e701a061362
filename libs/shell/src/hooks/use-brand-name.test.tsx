import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { personaAuth } from '@soc/testing';
import { newQueryClient, ShellTestProviders } from '../testing/render.tsx';
import { useBrandName } from './use-brand-name.ts';

function brandOf(personaId: string, { viaArgument = false } = {}) {
  const auth = personaAuth(personaId);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellTestProviders auth={viaArgument ? personaAuth('ents-root') : auth} queryClient={newQueryClient()}>{children}</ShellTestProviders>
  );
  return renderHook(() => useBrandName(viaArgument ? auth : undefined), { wrapper }).result.current;
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
